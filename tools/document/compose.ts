import { TEXT_BLOCK_ID } from '../../contracts/text-block.ts'

/**
 * The first-screen document (design.md "Budgets"): one HTML response that
 * carries the CSS, the script of the shell and of the hinted screen's first
 * step, and that locale's text for it as a JSON data block. The build
 * composes every variant with it and stores each as a static asset, which
 * the edge serves as it is (edge/routes/widget-page.ts).
 */

/** Where widget/index.html takes the parts, in this order. */
export const MARKERS = ['<!--lang-->', '<!--styles-->', '<!--text-->', '<!--scripts-->'] as const

/** The template cut at its markers: MARKERS.length + 1 pieces. */
export function splitTemplate(html: string): string[] {
  const parts: string[] = []
  let rest = html
  for (const marker of MARKERS) {
    const at = rest.indexOf(marker)
    if (at < 0) throw new Error(`widget/index.html lacks ${marker}`)
    parts.push(rest.slice(0, at))
    rest = rest.slice(at + marker.length)
  }
  parts.push(rest)
  return parts
}

/** A variant's inline code: its stylesheet and its module script. */
export interface DocumentCode {
  css: string
  js: string
}

/** The text a document carries: one locale's root text with the screen's namespace. */
export interface DocumentText {
  /** Locale id (`sv`, `en_gb`): the widget uses the block only when the token's locale resolves to it. */
  locale: string
  /** BCP 47 tag, for `lang` and Intl. */
  language: string
  namespace: string | null
  /** The compiled JSON (./text-body.ts `firstScreenBody`): what `GET /v1/text/:locale?ns=` serves, less the held-back groups. */
  body: string
  /** The groups left out (HELD_BACK_TEXT), for the widget to fetch with the pieces that show them. */
  heldBack: readonly string[]
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/**
 * A data block is never executed, so the CSP needs no hash for it; `<` is
 * written as `\u003c` (the same JSON) so no text can end the element early.
 */
export function textBlock(text: DocumentText): string {
  return `<script type="application/json" id="${TEXT_BLOCK_ID}" data-locale="${attribute(text.locale)}" data-language="${attribute(text.language)}" data-namespace="${attribute(text.namespace ?? '')}" data-held-back="${attribute(text.heldBack.join(' '))}">${text.body.replaceAll('<', '\\u003c')}</script>`
}

export function composeDocument(template: readonly string[], code: DocumentCode, text?: DocumentText | null): string {
  const [beforeLang, beforeStyles, beforeText, beforeScripts, end] = template
  return (
    beforeLang +
    attribute(text?.language ?? 'en') +
    beforeStyles +
    (code.css ? `<style>${code.css}</style>` : '') +
    beforeText +
    (text ? textBlock(text) : '') +
    beforeScripts +
    `<script type="module">${code.js}</script>` +
    end
  )
}
