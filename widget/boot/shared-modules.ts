/**
 * The loader of the family kit's groups (tools/build/shared-runtime.ts): a
 * document carries the groups its first screen runs; a chunk that reads
 * another names it where it is imported, and this loads it first.
 *
 * Every group the page lacks is asked for at once, with the chunk that needs
 * them (`modulepreload`: fetched, not run), and each is then run after the
 * groups it reads, as its stand-ins read them when it runs. So a step that
 * needs three groups costs one round trip, not four in a row. A group that
 * failed to load is asked for again by the next import (with the retry query
 * widget/kit/load-chunk.ts sets), never remembered as failed.
 */

/**
 * The groups each group reads in turn, by group id; a hole, none. Group `id`'s
 * chunk is `k<id>-<version>.js`: one version for all of them, so that a
 * document names them without a hash each (tools/build/widget/kit-version.ts).
 */
export type GroupReads = ReadonlyArray<readonly number[] | undefined>

/** Makes a chunk's import wait for `groups`; `url` is the chunk's, fetched beside them. */
export type NeedGroups = (groups: readonly number[], url: string) => Promise<unknown>

/** How a group's chunk runs and how a URL is fetched ahead, injected for tests. */
export interface SharedModulesIo {
  load: (url: string) => Promise<unknown>
  preload: (url: string) => void
  query: () => string
}

const browserIo: SharedModulesIo = {
  load: (url) => import(url),
  preload: (url) => {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = url
    document.head.append(link)
  },
  query: () => globalThis.__idvChunkQuery ?? '',
}

export function sharedModules(
  base: string,
  version: string,
  reads: GroupReads,
  carried: readonly number[],
  io: SharedModulesIo = browserIo,
): NeedGroups {
  const urlOf = (id: number) => `${base}k${id}-${version}.js`
  const readsOf = (id: number) => reads[id] ?? []
  const loading = new Map<number, Promise<unknown>>(carried.map((id) => [id, Promise.resolve()]))
  const preloaded = new Set<string>()
  const preload = (url: string) => {
    if (preloaded.has(url)) return
    preloaded.add(url)
    io.preload(url)
  }
  const start = (id: number): Promise<unknown> => {
    const known = loading.get(id)
    if (known) return known
    const loaded = Promise.all(readsOf(id).map(start)).then(() => io.load(urlOf(id) + io.query()))
    loading.set(id, loaded)
    loaded.catch(() => loading.get(id) === loaded && loading.delete(id))
    return loaded
  }
  const missing = (ids: readonly number[], found = new Set<number>()): Set<number> => {
    for (const id of ids)
      if (!loading.has(id) && !found.has(id)) {
        found.add(id)
        missing(readsOf(id), found)
      }
    return found
  }
  return (groups, url) => {
    const absent = missing(groups)
    if (absent.size) for (const next of [...[...absent].map(urlOf), url]) preload(next + io.query())
    return Promise.all(groups.map(start))
  }
}
