import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { type EdgeManifest, MANIFEST_ASSET, textAsset } from '../../contracts/edge-assets.ts'
import type { CompiledLocales } from './compile-text.ts'
import type { DocumentsManifest } from './documents.ts'
import { type CompiledText as TextGroup, textBody } from './document/text-body.ts'

const brotli = promisify(brotliCompress)
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
}

const write = async (dist: string, path: string, data: string | Uint8Array) => {
  const file = join(dist, path)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, data)
}

/**
 * The data the edge serves, as static assets beside the widget's files
 * (contracts/edge-assets.ts), so the worker holds code alone:
 *
 * - every text group `GET /v1/text/:locale[?ns=]` answers (the root alone,
 *   and the root with each namespace and its companions), plain and brotli 11;
 * - the manifest: the text's version and namespaces, each locale's language
 *   and group validators, and what the first-screen documents need
 *   (./documents.ts): screen types, variants' CSP hashes, documents' ETags.
 *
 * Returns the manifest.
 */
export async function writeEdgeAssets({
  dist,
  text,
  documents,
  handoffPage,
}: {
  dist: string
  text: CompiledLocales
  documents: Pick<DocumentsManifest, 'screens' | 'variants' | 'etags' | 'headScriptHash'>
  handoffPage: EdgeManifest['handoffPage']
}): Promise<EdgeManifest> {
  const locales: EdgeManifest['locales'] = {}
  const writes: Promise<unknown>[] = []
  for (const [id, locale] of Object.entries(text.locales)) {
    const groups: Record<string, TextGroup> = { '': textBody(locale) }
    for (const ns of text.namespaces) groups[ns] = textBody(locale, ns)
    locales[id] = {
      language: locale.language,
      text: Object.fromEntries(Object.entries(groups).map(([ns, group]) => [ns, group.etag])),
    }
    for (const [ns, group] of Object.entries(groups)) {
      writes.push(write(dist, textAsset(id, ns, false), group.body))
      writes.push(
        brotli(Buffer.from(group.body, 'utf8'), BROTLI).then((bytes) => write(dist, textAsset(id, ns, true), bytes)),
      )
    }
  }
  await Promise.all(writes)
  const manifest: EdgeManifest = {
    textVersion: text.version,
    namespaces: text.namespaces,
    locales,
    screens: Object.fromEntries(
      Object.entries(documents.screens).map(([type, screen]) => [type, { variant: screen.variant }]),
    ),
    variants: Object.fromEntries(
      Object.entries(documents.variants).map(([key, variant]) => [
        key,
        { scriptHashes: variant.scriptHashes, styleHash: variant.styleHash },
      ]),
    ),
    etags: documents.etags,
    headScriptHash: documents.headScriptHash,
    handoffPage,
  }
  await write(dist, MANIFEST_ASSET, JSON.stringify(manifest))
  return manifest
}
