import { join } from 'node:path'
import type * as esbuild from 'esbuild'
import type { Needs } from '../retryable-imports.ts'
import { groupsRead, type KitGroup, type TableLayout } from '../shared-runtime.ts'

/** The virtual module of a kit group's entry in the lazy build. */
export const groupEntry = (id: number): string => `idv-kit:${id}`

/**
 * From the lazy chunks as built (`codes`: each JavaScript output's code by
 * file, relative to the root): each kit group's chunk (`groupFiles`, as
 * esbuild named it: ./kit-version.ts names them again), the groups each one
 * reads (`groupReads`), the groups each chunk
 * reads (its own code's reads and those of the chunks it imports statically,
 * which run with it), and so what each chunk import must wait for
 * (`needsOf`, for ../retryable-imports.ts). `urlOfFile` gives an output's
 * absolute URL; `outdir` is the chunks' folder, relative to the root. Fails
 * when groups read each other in a circle.
 */
export function kitGroupChunks({
  outputs,
  codes,
  layout,
  groups,
  urlOfFile,
  outdir,
}: {
  outputs: esbuild.Metafile['outputs']
  codes: ReadonlyMap<string, string>
  layout: TableLayout
  groups: readonly KitGroup[]
  urlOfFile: (file: string) => string
  outdir: string
}): { groupReads: number[][]; groupFiles: string[]; needsOf: Needs } {
  const reads = (file: string, seen = new Set<string>()): Set<number> => {
    if (seen.has(file) || !codes.has(file)) return new Set()
    seen.add(file)
    const found = new Set(groupsRead(codes.get(file)!, layout))
    for (const edge of outputs[file]!.imports)
      if (edge.kind === 'import-statement') for (const id of reads(edge.path, seen)) found.add(id)
    return found
  }
  const readsOf = new Map([...codes.keys()].map((file) => [file, [...reads(file)].sort((a, b) => a - b)]))
  const byUrl = new Map([...codes.keys()].map((file) => [urlOfFile(file), file]))
  const needsOf: Needs = (path) => {
    const url = path.startsWith('./') ? urlOfFile(join(outdir, path.slice(2))) : path
    const file = byUrl.get(url)
    return file ? { groups: readsOf.get(file)!, url } : undefined
  }
  const groupFiles = groups.map((group) => {
    const file = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === `idv-virtual:${groupEntry(group.id)}`)
    if (!file) throw new Error(`kit group ${group.name}: no chunk was built`)
    return file
  })
  const groupReads = groupFiles.map((file, id) => readsOf.get(file)!.filter((other) => other !== id))
  refuseGroupCycles(groupReads, groups)
  return { groupReads, groupFiles, needsOf }
}

/** A group reading a group that reads it could never run: its stand-ins would read what is not there yet. */
function refuseGroupCycles(reads: readonly (readonly number[])[], groups: ReadonlyArray<{ name: string }>): void {
  const state = new Map<number, 'open' | 'done'>()
  const visit = (id: number, path: number[]) => {
    if (state.get(id) === 'done') return
    if (state.get(id) === 'open')
      throw new Error(
        `kit groups read each other in a circle: ${[...path.slice(path.indexOf(id)), id].map((i) => groups[i]!.name).join(' → ')}`,
      )
    state.set(id, 'open')
    for (const next of reads[id]!) visit(next, [...path, id])
    state.set(id, 'done')
  }
  for (const id of reads.keys()) visit(id, [])
}
