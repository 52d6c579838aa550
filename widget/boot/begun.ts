import { begin } from './begin'

/**
 * The start's first part (./begin.ts), run as this module is evaluated. The
 * document's entry imports this module before anything else
 * (tools/build/widget/document-scripts.ts), so its code comes right after what
 * it imports, in the first half of the script: it runs as its piece arrives,
 * while the rest of the document is still on its way, not after the last byte.
 */
export const begun = begin()
