/**
 * Spec §4: in Spain every id_scan reason shows its '-with-contact' text (the
 * idScan namespace has one for each reason of spec §8; one it has never heard
 * of gets the generic text, as anywhere). kosma_id is not remapped: the spec
 * names id_scan alone. Read by the shell's failure screen (app/failure-reason.ts),
 * held back from the first screen with it.
 */
export function idScanFailureReason(market: string, reason: string): string {
  return market === 'ES' ? reason.replace(/(-with-contact)?$/, '-with-contact') : reason
}
