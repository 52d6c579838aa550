import { isOwnModule } from './module-graph.ts'

/**
 * Modules proven pure that a page may hold twice: a first-screen document's
 * copy and a chunk's. Default-deny: nothing else may be, and each entry says
 * why it is safe (no module state, no top-level side effects, nothing
 * compared by identity across copies). Beyond these, the family kit's groups
 * (widget/kit/family-kit.ts) and the family layers leave no module of ours
 * in two places a page can load.
 */
export const PURE_DUPLICATES = new Map<string, string>([
  [
    'widget/app/family-registry.ts',
    'the document without a hint carries every family’s entry, which other pages load as a chunk: a table of loaders, no state; each call makes a new entry',
  ],
  [
    'contracts/screen-catalog.ts',
    'read by that registry and by held-back pieces (the failure’s text, the cancel confirmation): constant data and a lookup, no state',
  ],
])

/**
 * The build's last word on split state, read from what it built: for each
 * first-screen document, every chunk that can load beside it (everything
 * lazy but the document's own family's chunk and the kit groups' chunks it
 * carries already, which its page never loads) is
 * checked for a module of ours the document carries too. Two copies of a
 * module on one page would not share a context, a signal or a listener; so
 * any such module fails the build unless it is in PURE_DUPLICATES.
 * `documents`: `[{ key, module, inputs }]` (esbuild metafile inputs);
 * `chunks`: the lazy build's metafile outputs; `familyChunk(module)`: the
 * output file of a family's chunk; `carriedChunks(module)`: the files of the
 * kit groups' chunks a family's document carries.
 */
export function refuseSplitState({
  documents,
  chunks,
  familyChunk,
  carriedChunks = () => [],
  kit,
  pure = PURE_DUPLICATES,
}: {
  documents: ReadonlyArray<{ key: string; module: string | null; inputs: Record<string, unknown> }>
  chunks: Record<
    string,
    { entryPoint?: string; inputs: Record<string, unknown>; imports: ReadonlyArray<{ path: string; kind: string }> }
  >
  familyChunk: (module: string) => string | undefined
  carriedChunks?: (module: string | null) => string[]
  kit: string
  pure?: ReadonlyMap<string, string>
}): void {
  const reach = (starts: string[], never: ReadonlySet<string>) => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file) || never.has(file) || !chunks[file]) return
      seen.add(file)
      for (const edge of chunks[file]!.imports)
        if (edge.kind === 'import-statement' || edge.kind === 'dynamic-import') visit(edge.path)
    }
    starts.forEach(visit)
    return seen
  }
  const entries = Object.keys(chunks).filter((file) => chunks[file]!.entryPoint && file.endsWith('.js'))
  const problems = new Set<string>()
  for (const doc of documents) {
    const own = doc.module ? familyChunk(doc.module) : undefined
    if (doc.module && !own) throw new Error(`document ${doc.key}: no chunk of ${doc.module} was built`)
    const carriedBy = new Map<string, string>()
    // Whoever imports them, a page never loads its own family's chunk (the registry answers that family from
    // the document) nor the groups its document carries.
    const never = new Set([...carriedChunks(doc.module), ...(own ? [own] : [])])
    for (const file of reach(entries, never))
      for (const input of Object.keys(chunks[file]!.inputs)) if (isOwnModule(input)) carriedBy.set(input, file)
    for (const input of Object.keys(doc.inputs)) {
      if (!isOwnModule(input) || !carriedBy.has(input) || pure.has(input)) continue
      problems.add(
        `${input}: in the first-screen document ${doc.key || '(no hint)'} and in ${carriedBy.get(input)}, which can load beside it; two copies would not share their state. Move it to the kit (${kit}) or to one side.`,
      )
    }
  }
  if (problems.size) throw new Error(`Split state:\n${[...problems].join('\n')}`)
}
