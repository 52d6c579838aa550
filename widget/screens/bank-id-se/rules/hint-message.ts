/**
 * BankID's recommended user messages (RP guidelines), by the order's hint
 * code. Keys name the messages as BankID does (RFA1…RFA22), so a reader can
 * check each text against BankID's own list.
 */
export type HintMessage =
  | 'rfa1'
  | 'rfa3'
  | 'rfa6'
  | 'rfa8'
  | 'rfa9'
  | 'rfa13'
  | 'rfa15'
  | 'rfa16'
  | 'rfa17'
  | 'rfa21'
  | 'rfa22'

/** While the order waits: "Start your BankID app", or "Trying to start…" when it was launched on this device. */
export function pendingMessage(hint: string | undefined, launchedHere: boolean): HintMessage {
  switch (hint) {
    case undefined:
    case 'outstandingTransaction':
    case 'noClient':
      return launchedHere ? 'rfa13' : 'rfa1'
    case 'started':
      return 'rfa15'
    case 'userSign':
      return 'rfa9'
    default:
      return 'rfa21'
  }
}

/** When the order failed. */
export function failedMessage(hint: string | undefined): HintMessage {
  switch (hint) {
    case 'expiredTransaction':
      return 'rfa8'
    case 'certificateErr':
      return 'rfa16'
    case 'userCancel':
      return 'rfa6'
    case 'cancelled':
      return 'rfa3'
    case 'startFailed':
      return 'rfa17'
    default:
      return 'rfa22'
  }
}
