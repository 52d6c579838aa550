import { config } from '../config'

/**
 * Links a stylesheet and resolves once it applies; rejects when it cannot
 * load (the caller retries under a new URL, as it does a failed chunk).
 */
export const loadStylesheet = (href: string, doc: Document = document): Promise<void> =>
  new Promise((resolve, reject) => {
    const link = Object.assign(doc.createElement('link'), { rel: 'stylesheet', href })
    link.onload = () => resolve()
    link.onerror = () => (link.remove(), reject(new Error(`stylesheet ${href} failed`)))
    doc.head.append(link)
  })

/**
 * One of the build's own stylesheets by name (`config.styles`: a family's,
 * `strategy`, `held-back`), under the query a failed load set, as a chunk's
 * retry is. Tests build none, so there is nothing to load.
 */
export async function loadBuiltStylesheet(name: string): Promise<void> {
  const href = config.styles?.[name]
  if (href) await loadStylesheet(href + (globalThis.__idvChunkQuery ?? ''))
}
