import type { Strategy, SessionDetails } from '../boot/session-details'
import type { HttpClient } from '../session-api/http-client'
import type { Flow } from './flow'

/**
 * What every strategy screen receives from the shell. Screens build their own
 * strategy API from `http` so its schemas load with their chunk, not the first screen.
 */
export interface ScreenProps {
  strategy: Strategy
  details: SessionDetails
  http: HttpClient
  flow: Flow
}
