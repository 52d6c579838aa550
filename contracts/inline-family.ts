/**
 * A first-screen document carries two scripts (tools/document/compose.ts):
 * the shell's, the same in every document, which starts as soon as it is
 * parsed; then the hinted family's, which arrives while the shell is already
 * running. The family's script is written by the build (tools/widget-build.mjs)
 * and read by the shell's registry (widget/app/screen-registry.ts) through
 * one global queue: whichever comes first, nothing is lost.
 *
 * The family's script only pushes `{ t, s, r }` onto the queue; the shell
 * runs `r` (the family's modules, evaluated then, when the shared runtime
 * they read is there) and registers the module it hands back.
 */
export const INLINE_FAMILIES_GLOBAL = '__idvF'

export interface InlineFamily {
  /** The screen types the module shows. */
  t: readonly string[]
  /** The family stylesheets the document carries inline already. */
  s: readonly string[]
  /** Evaluates the family's modules; calls `done` with the screen module. */
  r(done: (module: unknown) => void): void
}

/** Before the shell runs, an array; after, the shell's own `push`, which registers at once. */
export type InlineFamilyQueue = { push(family: InlineFamily): void }
