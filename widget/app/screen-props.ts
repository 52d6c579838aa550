import type { Strategy, SessionDetails } from '../boot/session-details'
import type { HttpClient } from '../session-api/http-client'
import type { Flow } from './flow'

/**
 * What every strategy screen receives from the shell. Screens build their own
 * strategy API from `http` so its schemas load with their chunk, not the first screen.
 * The optional members are what the registry gives particular screens (spec §2.1).
 */
export interface ScreenProps {
  strategy: Strategy
  details: SessionDetails
  http: HttpClient
  flow: Flow
  /** bank-id-se, id-check: end the strategy with a failure reason. */
  onFailure?: (reason: string, token?: string) => void
  /** id-scan: KYC-anytime mode (`kyca` launch parameter). */
  kycAnytime?: boolean
  /** id-check */
  sessionUrl?: string
  names?: { first?: string; middle?: string; last?: string }
  market?: string
  onSuccess?: (token: string) => void
  onEvent?: (name: string, data?: Record<string, unknown>) => void
}
