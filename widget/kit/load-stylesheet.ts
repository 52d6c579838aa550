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

/** The build's stylesheets already applied: inline in the document, or linked once. */
const applied = new Set<string>()

/** Stylesheets the document carries inline: never linked. */
export function markApplied(names: readonly string[]): void {
  for (const name of names) applied.add(name)
}

/**
 * One of the build's own stylesheets by name (a family's, `strategy`,
 * `held-back`) at `href` (by default the shell's own, `config.styles`), once:
 * under the query a failed load set, as a chunk's retry is. Tests build none,
 * so there is nothing to load.
 */
export async function loadBuiltStylesheet(name: string, href = config.styles?.[name]): Promise<void> {
  if (applied.has(name)) return
  if (href) await loadStylesheet(href + (globalThis.__idvChunkQuery ?? ''))
  applied.add(name)
}
