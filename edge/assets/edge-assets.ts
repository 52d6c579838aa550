import * as v from 'valibot'
import { MANIFEST_ASSET, type EdgeManifest } from '../../contracts/edge-assets'
import { httpError } from '../http/problem'

const Name = v.pipe(v.string(), v.maxLength(200))
const Hash = v.pipe(v.string(), v.regex(/^'sha256-[A-Za-z0-9+/=]+'$/))
const Manifest = v.object({
  textVersion: Name,
  namespaces: v.array(Name),
  locales: v.record(Name, v.object({ language: Name, text: v.record(v.string(), Name) })),
  screens: v.record(Name, v.object({ variant: v.string() })),
  variants: v.record(
    v.string(),
    v.object({ scriptHashes: v.pipe(v.array(Hash), v.minLength(1), v.maxLength(32)), styleHash: v.nullable(Hash) }),
  ),
  etags: v.record(v.string(), v.record(v.string(), Name)),
  headScriptHash: Hash,
  handoffPage: v.object({ scriptHash: Hash, styleHash: v.nullable(Hash) }),
})

/**
 * A deploy without one of its data files (a broken or half-finished
 * upload): the edge says so, 503 with a short Retry-After, and logs which
 * file. Never a 500 with a stack, never some other locale's document.
 */
function unavailable(path: string, why: string) {
  console.error(`edge: asset ${path} ${why}`)
  return httpError(503, 'The widget’s files are not available right now; try again shortly.', {
    headers: { 'Retry-After': '30' },
  })
}

/** One of the build's data files, through the ASSETS binding; 503 when it is not there. */
export async function readAsset(assets: Fetcher, path: string): Promise<Response> {
  let response: Response
  try {
    // The binding serves the deploy's files whatever the host; the request's own URL is never used for data.
    response = await assets.fetch(new Request(new URL(path, 'https://assets.invalid')))
  } catch (error) {
    throw unavailable(path, `unreadable (${error instanceof Error ? error.message : 'unknown'})`)
  }
  if (!response.ok || !response.body) throw unavailable(path, `missing (${response.status})`)
  return response
}

async function load(assets: Fetcher): Promise<EdgeManifest> {
  const response = await readAsset(assets, MANIFEST_ASSET)
  let parsed: unknown
  try {
    parsed = await response.json()
  } catch {
    throw unavailable(MANIFEST_ASSET, 'is not JSON')
  }
  const manifest = v.safeParse(Manifest, parsed)
  if (!manifest.success)
    throw unavailable(MANIFEST_ASSET, `does not match its schema (${v.summarize(manifest.issues).slice(0, 200)})`)
  return manifest.output
}

// Read once per isolate (the deploy's files never change under it); a failed read is tried again next time.
const manifests = new WeakMap<Fetcher, Promise<EdgeManifest>>()

/** The deploy's manifest (contracts/edge-assets.ts): what maps hints to documents, locales to text. */
export function edgeManifest(env: { ASSETS: Fetcher }): Promise<EdgeManifest> {
  let manifest = manifests.get(env.ASSETS)
  if (!manifest) {
    manifest = load(env.ASSETS)
    manifests.set(env.ASSETS, manifest)
    manifest.catch(() => manifests.delete(env.ASSETS))
  }
  return manifest
}
