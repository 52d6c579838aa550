import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { constants, createBrotliCompress } from 'node:zlib'
import { documentAsset } from '../contracts/edge-assets.ts'
import { composeDocument, splitTemplate } from './document/compose.ts'
import { firstScreenBody, HELD_BACK_TEXT } from './document/text-body.ts'

const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
}

/**
 * Brotli 11 in two parts: what the first screen paints, flushed, then the
 * rest. Without the flush the encoder may hold back the end of the markup
 * until later bytes, and the browser could not paint from the first flight.
 * Returns the bytes and the offset at which the painted part is decodable.
 */
export function brotliInTwo(first, rest) {
  return new Promise((done, fail) => {
    const chunks = []
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
}) {
  if (/<\/script|<!--/i.test(head)) throw new Error('the head script contains </script or <!--')
  const template = splitTemplate(production ? minifyTemplate(templateHtml) : templateHtml)
  const sheets = new Map()
  for (const [name, href] of Object.entries(familyStyles))
    sheets.set(name, (await readFile(join(dist, href), 'utf8')).trim())

  const variants = {}
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

  const variantOf = new Map(documents.flatMap((doc) => doc.types.map((type) => [type, doc.key])))
  const screens = Object.fromEntries(
    catalog.map((entry) => [entry.type, { variant: variantOf.get(entry.type), namespace: entry.namespace }]),
  )

  const out = join(dist, '_documents')
  const cache = join(root, '.build', 'brotli-cache')
  await mkdir(out, { recursive: true })
  await mkdir(cache, { recursive: true })
  const sizes = new Map()
  const compress = async ({ html, painted }) => {
    const etag = documentEtag(html)
    if (!sizes.has(etag)) {
      sizes.set(
        etag,
        (async () => {
          const cached = join(cache, `${etag}.br`)
          const first = Buffer.from(html.slice(0, painted), 'utf8')
          const compressed = existsSync(cached) ? JSON.parse(await readFile(`${cached}.json`, 'utf8')) : null
          const { bytes, painted: paintedBrotli } = compressed
            ? { bytes: await readFile(cached), painted: compressed.painted }
            : await brotliInTwo(first, Buffer.from(html.slice(painted), 'utf8'))
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
            paintedRaw: first.length,
          }
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
      const documentText = {
        locale: id,
        language: locale.language,
        namespace: screen.namespace,
        body,
        heldBack: HELD_BACK_TEXT,
      }
      const steps = await prerender(type, id)
      const labels = JSON.parse(body)
      const firstStep = steps && {
        steps,
        title: labels.dialog?.logoLabel ?? 'Identity verification',
        loading: labels.common?.loading ?? 'Loading',
      }
      etags[type][id] = await compress(composeDocument(template, variants[screen.variant], documentText, firstStep))
      rows.push({ type, locale: id, etag: etags[type][id], prerendered: !!steps })
    }
  }
  const measured = new Map(await Promise.all([...sizes].map(async ([etag, size]) => [etag, await size])))

  const manifest = { template, variants, screens, etags, headScriptHash: cspHash(head) }
  await writeFile(join(root, '.build', 'documents.json'), JSON.stringify(manifest))
  return { manifest, size: (etag) => measured.get(etag), rows }
}

/** The template's indentation and line breaks are bytes on every first screen. */
const minifyTemplate = (html) => html.replace(/>\s+</g, '><').trim()
