import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { documentAsset } from '../contracts/edge-assets.ts'
import { composeDocument, splitTemplate } from './document/compose.ts'
import { firstScreenBody, HELD_BACK_TEXT } from './document/text-body.ts'

const brotli = promisify(brotliCompress)
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }

const sha256 = (text, encoding) => createHash('sha256').update(text, 'utf8').digest(encoding)
/** Strong validator of a document: its content, so a stale precompressed copy can never be served. */
export const documentEtag = (html) => sha256(html, 'base64url').slice(0, 22)
/** CSP source allowing exactly this inline code. */
export const cspHash = (code) => `'sha256-${sha256(code, 'base64')}'`

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
export async function buildDocuments({ root, dist, templateHtml, catalog, documents, familyStyles, text, production }) {
  const template = splitTemplate(production ? minifyTemplate(templateHtml) : templateHtml)
  const sheets = new Map()
  for (const [name, href] of Object.entries(familyStyles)) sheets.set(name, (await readFile(join(dist, href), 'utf8')).trim())

  const variants = {}
  for (const doc of documents) {
    const css = [doc.css.trim(), ...doc.styles.map((sheet) => sheets.get(sheet) ?? '')].filter(Boolean).join('\n')
    // Inline code must not be able to end its own element.
    if (/<\/script|<!--/i.test(doc.js)) throw new Error(`document ${doc.key}: its script contains </script or <!--`)
    if (/<\/style/i.test(css)) throw new Error(`document ${doc.key}: its CSS contains </style`)
    variants[doc.key] = { css, js: doc.js, scriptHash: cspHash(doc.js), styleHash: css ? cspHash(css) : null }
  }

  const variantOf = new Map(documents.flatMap((doc) => doc.types.map((type) => [type, doc.key])))
  const screens = Object.fromEntries(catalog.map((entry) => [entry.type, { variant: variantOf.get(entry.type), namespace: entry.namespace }]))

  const out = join(dist, '_documents')
  const cache = join(root, '.build', 'brotli-cache')
  await mkdir(out, { recursive: true })
  await mkdir(cache, { recursive: true })
  const sizes = new Map()
  const compress = async (html) => {
    const etag = documentEtag(html)
    if (!sizes.has(etag)) {
      sizes.set(
        etag,
        (async () => {
          const cached = join(cache, `${etag}.br`)
          const bytes = existsSync(cached) ? await readFile(cached) : await brotli(Buffer.from(html, 'utf8'), BROTLI)
          if (!existsSync(cached)) await writeFile(cached, bytes)
          await writeFile(join(dist, documentAsset(etag, true)), bytes)
          await writeFile(join(dist, documentAsset(etag, false)), html)
          return { raw: Buffer.byteLength(html), brotli: bytes.length }
        })(),
      )
    }
    return etag
  }

  const etags = { '': { '': await compress(composeDocument(template, variants[''])) } }
  const rows = []
  for (const [type, screen] of Object.entries(screens)) {
    etags[type] = { '': await compress(composeDocument(template, variants[screen.variant])) }
    for (const [id, locale] of Object.entries(text.locales)) {
      const body = firstScreenBody(locale, screen.namespace)
      const html = composeDocument(template, variants[screen.variant], { locale: id, language: locale.language, namespace: screen.namespace, body, heldBack: HELD_BACK_TEXT })
      etags[type][id] = await compress(html)
      rows.push({ type, locale: id, etag: etags[type][id] })
    }
  }
  const measured = new Map(await Promise.all([...sizes].map(async ([etag, size]) => [etag, await size])))

  const manifest = { template, variants, screens, etags }
  await writeFile(join(root, '.build', 'documents.json'), JSON.stringify(manifest))
  return { manifest, size: (etag) => measured.get(etag), rows }
}

/** The template's indentation and line breaks are bytes on every first screen. */
const minifyTemplate = (html) => html.replace(/>\s+</g, '><').trim()
