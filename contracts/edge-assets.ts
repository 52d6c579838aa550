/**
 * Where the build puts the data the edge serves (tools/build/edge-assets.ts) and
 * where the worker reads it through its ASSETS binding (edge/assets/): the
 * worker holds code, the assets hold data, so neither grows with the other.
 * None of these paths is ever served as a file (wrangler.toml
 * `run_worker_first` sends them to the worker, which answers 404).
 */

/** What maps hints to documents and locales to text, with every validator and CSP hash. */
export const MANIFEST_ASSET = '/_edge/manifest.json'

/** A first-screen document: brotli 11 for clients that accept it, else the HTML as it is. */
export const documentAsset = (etag: string, brotli: boolean) => `/_documents/${etag}.${brotli ? 'br' : 'html'}`

/** The text group `GET /v1/text/:locale[?ns=]` answers: the root alone (`''`), or with a namespace and its companions. */
export const textAsset = (locale: string, namespace: string, brotli: boolean) =>
  `/_text/${locale}/${namespace || '_root'}.json${brotli ? '.br' : ''}`

/** The asset prefixes the worker answers for itself (404) instead of letting them through as files. */
export const PRIVATE_ASSET_PREFIXES = ['/_edge/', '/_documents/', '/_text/'] as const

/** dist/_edge/manifest.json. */
export interface EdgeManifest {
  /** The text's version: `GET /v1/text/:locale?v=<this>` may be cached for good. */
  textVersion: string
  /** Every text namespace the text route serves. */
  namespaces: string[]
  /** Locale id → its BCP 47 tag and the strong validator of each text group ('' the root alone, else a namespace). */
  locales: Record<string, { language: string; text: Record<string, string> }>
  /** Every screen type of the widget's registry, with its document's script variant. */
  screens: Record<string, { variant: string }>
  /** The CSP sources of each variant's inline scripts (its script's pieces, in order) and stylesheet. */
  variants: Record<string, { scriptHashes: string[]; styleHash: string | null }>
  /** The CSP source of the head script every document carries. */
  headScriptHash: string
  /** The CSP sources of the hand-off page's inline script and stylesheet. */
  handoffPage: { scriptHash: string; styleHash: string | null }
  /** The strong validator of each document (also its asset's name), by screen type ('' none) and locale id ('' none). */
  etags: Record<string, Record<string, string>>
}
