/**
 * What a family's later parts wait for besides their code: the text its
 * first-screen document left out (contracts/screen-catalog.ts `LATER_TEXT`, and
 * the groups every held-back piece shows), which the shell loads right after
 * the first screen. The shell says how to wait for it (boot/start.tsx); until
 * it does, there is nothing to wait for (the text came complete).
 */
let ready: () => Promise<unknown> = () => Promise.resolve()

export const laterText = {
  /** The shell's: how to wait for the complete text (a failed wait is tried again by the next). */
  provide(wait: () => Promise<unknown>): void {
    ready = wait
  },
  ready: (): Promise<unknown> => ready(),
}
