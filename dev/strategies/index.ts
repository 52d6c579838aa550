import { appApprovalMock } from './app-approval.ts'
import { bankIdSeMock } from './bank-id-se.ts'
import { idScanMock } from './id-scan.ts'
import { otpMock } from './otp.ts'
import { passcodeMock } from './passcode.ts'
import type { StrategyMock } from './strategy-mock.ts'
import { unbuiltMocks } from './unbuilt.ts'

/** One entry per strategy family: what the mock session server knows how to answer. */
export const strategyMocks: StrategyMock[] = [otpMock, bankIdSeMock, appApprovalMock, passcodeMock, idScanMock, ...unbuiltMocks]

export const mockFor = (type: string): StrategyMock | undefined => strategyMocks.find((m) => m.types.includes(type))
