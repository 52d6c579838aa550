import type { PrerenderAssumptions } from '../../../contracts/prerender-assumptions.ts'
import { shortKeys } from '../../../contracts/short-names.ts'
import { TEXT_BLOCK_ID } from '../../../contracts/text-block.ts'

/**
 * The first-screen document (docs/architecture.md "Budgets"): one HTML response that
 * carries, in this order, what the first screen paints (the CSS, the head
 * script that applies the theme and decides whether the prerendered step
 * fits the session, and that step's markup) and then what makes it work
 * (that locale's text for it as a JSON data block, then the script of the
 * shell and of the hinted screen, in classic pieces that each run as soon as
 * they are parsed: tools/build/script-pieces.ts). The build composes every variant with it and
 * stores each as a static asset, which the edge serves as it is
 * (edge/routes/widget-page.ts).
 */

/** Where widget/index.html takes the parts, in this order. */
export const MARKERS = [
  '<!--lang-->',
  '<!--prerender-->',
  '<!--title-->',
  '<!--styles-->',
  '<!--head-->',
  '<!--root-->',
  '<!--text-->',
  '<!--scripts-->',
] as const

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

/** A variant's inline code: its stylesheet and its script's pieces, and the head script every document shares. */
export interface DocumentCode {
  css: string
  scripts: readonly string[]
  head: string
}

/** The hinted screen's first step, rendered at build time (tools/build/prerender.ts). */
export interface FirstStep {
  /**
   * As shown by default, then the alternatives the page may pick instead, each with what it assumed of the session
   * (contracts/prerender-assumptions.ts), written with the short keys the widget's bundles read (contracts/short-names.ts).
   */
  steps: Array<{ html: string; assumptions: PrerenderAssumptions }>
  /** The page's title and the skeleton's label, in the document's language. */
  title: string
  loading: string
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
  /**
   * The groups and texts left out (HELD_BACK_TEXT, the family's LATER_TEXT), for the widget to fetch with
   * the pieces that show them. The document says only that some are (`data-held-back`): the widget asks for
   * the complete text whatever is missing, and the list cost about 120 B of brotli in every document.
   */
  heldBack: readonly string[]
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
/** JSON in a single-quoted attribute: its every `"` is then itself, not six bytes of `&quot;`. */
const jsonAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll("'", '&#39;')

/**
 * A data block is never executed, so the CSP needs no hash for it; `<` is
 * written as `\u003c` (the same JSON) so no text can end the element early.
 */
export function textBlock(text: DocumentText): string {
  return `<script type="application/json" id="${TEXT_BLOCK_ID}" data-locale="${attribute(text.locale)}" data-language="${attribute(text.language)}" data-namespace="${attribute(text.namespace ?? '')}"${text.heldBack.length ? ' data-held-back' : ''}>${text.body.replaceAll('<', '\\u003c')}</script>`
}

const skeleton = (label: string, fallback: boolean) =>
  `<div class="skeleton"${fallback ? ' data-idv-fallback' : ''} role="progressbar" aria-label="${attribute(label)}"><i></i><i></i><i></i><i></i><i></i></div>`

/** A composed document, where what it paints ends, and where the build flushes its compression. */
export interface ComposedDocument {
  html: string
  /** Characters up to the end of the root and its fallback: all the first screen paints. */
  painted: number
  /**
   * Characters up to the end of the text block, the last thing before the
   * script: the build flushes its compression here, after what is painted.
   * A flush ends brotli's meta-block, whose own header the rest then pays:
   * after the text that costs about 90 B less than after the markup, and
   * the painted part still decodes from the first bytes alone.
   */
  flushAt: number
}

export function composeDocument(
  template: readonly string[],
  code: DocumentCode,
  text?: DocumentText | null,
  firstStep?: FirstStep | null,
): ComposedDocument {
  const [
    beforeLang,
    beforePrerender,
    beforeTitle,
    beforeStyles,
    beforeHead,
    beforeRoot,
    beforeText,
    beforeScripts,
    end,
  ] = template
  // Without a step of its own the root shows the skeleton; with one, the skeleton waits beside it for a session it does not fit.
  const root = firstStep
    ? `<div id="root">${firstStep.steps[0]!.html}</div>` +
      firstStep.steps
        .slice(1)
        .map((step, i) => `<div class="idv-alt" data-idv-alt="${i + 1}">${step.html}</div>`)
        .join('') +
      skeleton(firstStep.loading, true)
    : `<div id="root">${skeleton('Loading', false)}</div>`
  const painted =
    beforeLang +
    attribute(text?.language ?? 'en') +
    beforePrerender +
    (firstStep
      ? ` data-idv-prerender='${jsonAttribute(JSON.stringify(firstStep.steps.map((step) => shortKeys(step.assumptions))))}'`
      : '') +
    beforeTitle +
    escapeText(firstStep?.title ?? 'Identity verification') +
    beforeStyles +
    (code.css ? `<style>${code.css}</style>` : '') +
    beforeHead +
    (code.head ? `<script>${code.head}</script>` : '') +
    beforeRoot +
    root
  // The text first: the script's pieces run as they arrive, and the last one starts the widget, which reads it.
  const beforeScript = `${painted}${beforeText}${text ? textBlock(text) : ''}${beforeScripts}`
  return {
    html: `${beforeScript}${code.scripts.map((script) => `<script>${script}</script>`).join('')}${end}`,
    painted: painted.length,
    flushAt: beforeScript.length,
  }
}

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;')
