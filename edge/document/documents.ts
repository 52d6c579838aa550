// Written by build.mjs (tools/documents.mjs): the first-screen documents' parts and validators.
import manifest from '../../.build/documents.json'
import { textBundle } from '../text/text-bundle'
import { firstScreenBody, HELD_BACK_TEXT } from '../text/text-body'
import { composeDocument, type DocumentCode } from './compose'
import { chooseDocument } from './hints'

export interface DocumentVariant extends DocumentCode {
  /** CSP source of the inline module script. */
  scriptHash: string
  /** CSP source of the inline stylesheet (null when there is none). */
  styleHash: string | null
}

export interface DocumentManifest {
  /** widget/index.html cut at its markers (edge/document/compose.ts). */
  template: string[]
  /** One script and stylesheet per family module; '' is the shell alone. */
  variants: Record<string, DocumentVariant>
  /** Every screen type of the widget's registry: its script variant and text namespace. */
  screens: Record<string, { variant: string; namespace: string | null }>
  /** Strong validator of each document, by screen type ('' none) and locale id ('' none): also the name of its precompressed copy. */
  etags: Record<string, Record<string, string>>
}

export const documents: DocumentManifest = manifest

const locales = Object.keys(textBundle.locales)

export interface ChosenDocument {
  etag: string
  variant: DocumentVariant
  /** Composes the HTML (edge/document/compose.ts), as the build did before compressing it. */
  html(): string
}

/** The document a request's hints name (edge/document/hints.ts). */
export function documentFor(hints: { l?: string; s?: string }, from: DocumentManifest = documents): ChosenDocument {
  const { type, locale } = chooseDocument(hints, from.screens, locales)
  const screen = type ? from.screens[type]! : null
  const variant = from.variants[screen?.variant ?? '']!
  return {
    etag: from.etags[type]![locale]!,
    variant,
    html() {
      const compiled = locale ? textBundle.locales[locale]! : null
      const text = compiled && screen ? { locale, language: compiled.language, namespace: screen.namespace, body: firstScreenBody(compiled, screen.namespace), heldBack: HELD_BACK_TEXT } : null
      return composeDocument(from.template, variant, text)
    },
  }
}
