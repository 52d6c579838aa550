import { appApprovalMock } from './app-approval.ts'
import { bankIdFiMock } from './bank-id-fi.ts'
import { bankIdNoMock } from './bank-id-no.ts'
import { bankIdSeMock } from './bank-id-se.ts'
import { bankLoginMock } from './bank-login.ts'
import { bureauCheckMock } from './bureau-check.ts'
import { idCheckMock } from './id-check.ts'
import { idScanMock } from './id-scan.ts'
import { otpMock } from './otp.ts'
import { checkinMock, idinMock, kosmaIdMock, monthioMock, veriffMock } from './partners.ts'
import { passcodeMock } from './passcode.ts'
import type { StrategyMock } from './strategy-mock.ts'
import { unknownMethodMock } from './unknown-method.ts'

/** One entry per strategy family: what the mock session server knows how to answer. */
export const strategyMocks: StrategyMock[] = [
  otpMock,
  bankIdSeMock,
  appApprovalMock,
  passcodeMock,
  bankLoginMock,
  idCheckMock,
  bureauCheckMock,
  bankIdNoMock,
  bankIdFiMock,
  idinMock,
  checkinMock,
  kosmaIdMock,
  veriffMock,
  monthioMock,
  idScanMock,
  unknownMethodMock,
]

export const mockFor = (type: string): StrategyMock | undefined => strategyMocks.find((m) => m.types.includes(type))

/** Every strategy type the mock answers, as the session API spells them (underscores). */
export const knownTypes: readonly string[] = strategyMocks.flatMap((m) => m.types)
