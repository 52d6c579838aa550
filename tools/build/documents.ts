import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { constants, createBrotliCompress } from 'node:zlib'
import { documentAsset } from '../../contracts/edge-assets.ts'
import type { CompiledLocales } from './compile-text.ts'
import {
  type ComposedDocument,
  composeDocument,
  type DocumentCode,
  type DocumentText,
  splitTemplate,
} from './document/compose.ts'
import { firstScreenBody, HELD_BACK_TEXT, wordsOf } from './document/text-body.ts'
import type { Prerender } from './prerender.ts'
import type { CatalogEntry } from './screen-catalog.ts'
import type { DocumentScript } from './widget/document-scripts.ts'

/** Each document's size: as sent (brotli 11) and plain, and where its painted part ends in each. */
export interface DocumentSize {
  raw: number
  brotli: number
  /** Brotli bytes up to the flush after the text: the painted part decodes from these alone. */
  painted: number
  /** Plain bytes up to the end of what is painted. */
  paintedRaw: number
}

/** A document of a screen type in a locale. */
export interface DocumentRow {
  type: string
  locale: string
  etag: string
  prerendered: boolean
}

/** `.build/documents.json`: every document's parts, which the worker tests compare against. */
export interface DocumentsManifest {
  template: string[]
  variants: Record<string, DocumentCode & { scriptHashes: string[]; styleHash: string | null }>
  screens: Record<string, { variant: string; namespace: string | null }>
  etags: Record<string, Record<string, string>>
  headScriptHash: string
}

const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
}

/**
 * Brotli 11 in two parts: what the first screen paints (and the text after
 * it), flushed, then the rest. The flush ends a meta-block: a decoder that
 * only hands on whole meta-blocks could otherwise not paint before the
 * document's last byte. Returns the bytes and the offset of the flush.
 */
export function brotliInTwo(first: Buffer, rest: Buffer): Promise<{ bytes: Buffer; painted: number }> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = []
    const encoder = createBrotliCompress(BROTLI)
    encoder.on('data', (chunk) => chunks.push(chunk))
    encoder.on('error', fail)
    encoder.write(first)
    encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => {
      const painted = chunks.reduce((sum, c) => sum + c.length, 0)
      encoder.on('end', () => done({ bytes: Buffer.concat(chunks), painted }))
      encoder.end(rest)
    })
  })
}

const sha256 = (text: string, encoding: 'base64url' | 'base64') =>
  createHash('sha256').update(text, 'utf8').digest(encoding)
/** Strong validator of a document: its content, so a stale precompressed copy can never be served. */
export const documentEtag = (html: string): string => sha256(html, 'base64url').slice(0, 22)
/** CSP source allowing exactly this inline code. */
export const cspHash = (code: string): string => `'sha256-${sha256(code, 'base64')}'`

/**
 * Every first-screen document the edge can answer: for each screen type
 * (with its family's module inlined) one per locale, one without text (a
 * screen hint without a usable locale hint), and the document without hints.
 * Each is composed with ./document/compose.ts and stored for the edge to
 * serve as it is (contracts/edge-assets.ts): `dist/_documents/<etag>.html`,
 * and precompressed at brotli 11 into `dist/_documents/<etag>.br` for
 * clients that accept br. `.build/documents.json` describes them all (the
 * worker tests compare against it). Returns the manifest and each one's size.
 */
export async function buildDocuments({
  root,
  dist,
  templateHtml,
  catalog,
  documents,
  familyStyles,
  text,
  production,
  head,
  prerender,
}: {
  root: string
  dist: string
  templateHtml: string
  catalog: CatalogEntry[]
  documents: DocumentScript[]
  familyStyles: Record<string, string>
  text: CompiledLocales
  production: boolean
  head: string
  prerender: Prerender
}): Promise<{ manifest: DocumentsManifest; size: (etag: string) => DocumentSize | undefined; rows: DocumentRow[] }> {
  if (/<\/script|<!--/i.test(head)) throw new Error('the head script contains </script or <!--')
  const template = splitTemplate(production ? minifyTemplate(templateHtml) : templateHtml)
  const sheets = new Map<string, string>()
  for (const [name, href] of Object.entries(familyStyles))
    sheets.set(name, (await readFile(join(dist, href), 'utf8')).trim())

  const variants = inlineCode(documents, sheets, head)

  const variantOf = new Map(documents.flatMap((doc) => doc.types.map((type) => [type, doc.key] as const)))
  const screens: DocumentsManifest['screens'] = Object.fromEntries(
    catalog.map((entry) => [entry.type, { variant: variantOf.get(entry.type)!, namespace: entry.namespace }]),
  )

  const laterTextOf = new Map(catalog.map((entry) => [entry.type, entry.laterText]))
  const out = join(dist, '_documents')
  const cache = join(root, '.build', 'brotli-cache')
  await mkdir(out, { recursive: true })
  await mkdir(cache, { recursive: true })
  const sizes = new Map<string, Promise<DocumentSize>>()
  const compress = async ({ html, painted, flushAt }: ComposedDocument) => {
    const etag = documentEtag(html)
    if (!sizes.has(etag)) {
      sizes.set(
        etag,
        (async () => {
          // Where it was flushed is part of what was compressed.
          const cached = join(cache, `${etag}-${flushAt}.br`)
          const first = Buffer.from(html.slice(0, flushAt), 'utf8')
          const compressed: { painted: number } | null = existsSync(cached)
            ? JSON.parse(await readFile(`${cached}.json`, 'utf8'))
            : null
          const { bytes, painted: paintedBrotli } = compressed
            ? { bytes: await readFile(cached), painted: compressed.painted }
            : await brotliInTwo(first, Buffer.from(html.slice(flushAt), 'utf8'))
          if (!compressed)
            await Promise.all([
              writeFile(cached, bytes),
              writeFile(`${cached}.json`, JSON.stringify({ painted: paintedBrotli })),
            ])
          await writeFile(join(dist, documentAsset(etag, true)), bytes)
          await writeFile(join(dist, documentAsset(etag, false)), html)
          return {
            raw: Buffer.byteLength(html),
            brotli: bytes.length,
            painted: paintedBrotli,
            paintedRaw: Buffer.byteLength(html.slice(0, painted)),
          }
        })(),
      )
    }
    return etag
  }

  const etags: Record<string, Record<string, string>> = {
    '': { '': await compress(composeDocument(template, variants['']!)) },
  }
  const rows: DocumentRow[] = []
  // The words each variant's script names, once for the screen types that share it.
  const namedBy = new Map(Object.entries(variants).map(([key, variant]) => [key, wordsOf(variant.scripts)]))
  for (const [type, screen] of Object.entries(screens)) {
    const variant = variants[screen.variant]!
    const named = namedBy.get(screen.variant)
    const own: Record<string, string> = { '': await compress(composeDocument(template, variant)) }
    etags[type] = own
    for (const [id, locale] of Object.entries(text.locales)) {
      const later = laterTextOf.get(type) ?? []
      const body = firstScreenBody(locale, screen.namespace, later, named)
      const documentText: DocumentText = {
        locale: id,
        language: locale.language,
        namespace: screen.namespace,
        body,
        heldBack: [...HELD_BACK_TEXT, ...later],
      }
      const steps = await prerender(type, id)
      const labels = JSON.parse(body)
      const firstStep = steps && {
        steps,
        title: labels.dialog?.logoLabel ?? 'Identity verification',
        loading: labels.common?.loading ?? 'Loading',
      }
      const etag = await compress(composeDocument(template, variant, documentText, firstStep))
      own[id] = etag
      rows.push({ type, locale: id, etag, prerendered: !!steps })
    }
  }
  const measured = new Map(await Promise.all([...sizes].map(async ([etag, size]) => [etag, await size] as const)))

  const manifest: DocumentsManifest = { template, variants, screens, etags, headScriptHash: cspHash(head) }
  await writeFile(join(root, '.build', 'documents.json'), JSON.stringify(manifest))
  return { manifest, size: (etag) => measured.get(etag), rows }
}

/** Each variant's inline code (its script pieces, its stylesheets and the head script) with their CSP hashes. */
function inlineCode(documents: DocumentScript[], sheets: Map<string, string>, head: string) {
  const variants: Record<string, DocumentCode & { scriptHashes: string[]; styleHash: string | null }> = {}
  for (const doc of documents) {
    const css = [doc.css.trim(), ...doc.styles.map((sheet) => sheets.get(sheet) ?? '')].filter(Boolean).join('\n')
    // Inline code must not be able to end its own element.
    if (doc.scripts.some((script) => /<\/script|<!--/i.test(script)))
      throw new Error(`document ${doc.key}: its script contains </script or <!--`)
    if (/<\/style/i.test(css)) throw new Error(`document ${doc.key}: its CSS contains </style`)
    variants[doc.key] = {
      css,
      scripts: doc.scripts,
      head,
      scriptHashes: doc.scripts.map(cspHash),
      styleHash: css ? cspHash(css) : null,
    }
  }
  return variants
}

/** The template's indentation and line breaks are bytes on every first screen. */
const minifyTemplate = (html: string) => html.replace(/>\s+</g, '><').trim()
