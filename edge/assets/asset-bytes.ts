import { readAsset } from './edge-assets'

/**
 * The most a worker keeps of the build's small data files: every text group
 * of one language is about 60 KB brotli; all of them, both encodings, about
 * 6.5 MB. Past this the oldest read goes first.
 */
export const MAX_KEPT_BYTES = 2 * 1024 * 1024

interface Kept {
  bytes: Map<string, Promise<Uint8Array>>
  sizes: Map<string, number>
  total: number
}
const kept = new WeakMap<Fetcher, Kept>()

/**
 * A data file's bytes, read through the ASSETS binding once per isolate and
 * kept (up to MAX_KEPT_BYTES): the deploy's files never change under an
 * isolate, as with the manifest. Each read was a subrequest to the assets
 * service, the largest part of a text request's cost (README, Budget).
 * A failed read (503) is not kept, so the next request tries again.
 */
export function assetBytes(assets: Fetcher, path: string): Promise<Uint8Array> {
  let store = kept.get(assets)
  if (!store) kept.set(assets, (store = { bytes: new Map(), sizes: new Map(), total: 0 }))
  const known = store.bytes.get(path)
  if (known) return known
  const reading = readAsset(assets, path).then(async (response) => new Uint8Array(await response.arrayBuffer()))
  const entries = store
  entries.bytes.set(path, reading)
  reading.then(
    (bytes) => {
      if (entries.bytes.get(path) !== reading) return
      entries.sizes.set(path, bytes.byteLength)
      entries.total += bytes.byteLength
      for (const [oldest, size] of entries.sizes) {
        if (entries.total <= MAX_KEPT_BYTES) break
        entries.bytes.delete(oldest)
        entries.sizes.delete(oldest)
        entries.total -= size
      }
    },
    () => entries.bytes.delete(path),
  )
  return reading
}
