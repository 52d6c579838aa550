import { type Begun, begin } from './begin'

/**
 * The start's first part (./begin.ts), run as this module is evaluated. The
 * document's entry imports this module before anything else
 * (tools/build/widget/document-scripts.ts), so its code comes right after what
 * it imports, in the first half of the script: it runs as its piece arrives,
 * while the rest of the document is still on its way, not after the last byte.
 *
 * Should it throw, it must not stop the piece it runs in, whose other modules
 * the later pieces need: the start then runs it again itself (./start.tsx),
 * where a failure is the start's, as before it ran early.
 */
let early: Begun | undefined
try {
  early = begin()
} catch {
  early = undefined
}

export const begun = early
