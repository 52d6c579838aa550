import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { NO_CYCLES, RULES, type Rule, SCANNED } from './dependency-rules.ts'

/** An import: to a module, and how (`import-statement`, `dynamic-import`, `require-call`). */
export interface Edge {
  to: string
  kind: string
}
/** Each module → what it imports. */
export type Graph = Map<string, Edge[]>
/** A rule broken by one import. */
export interface Broken {
  rule: string
  why: string
  from: string
  to: string
  kind: string
}
/** A cycle: its modules, and one loop through them. */
export interface Cycle {
  modules: string[]
  loop: Array<Edge & { from: string }>
}

const SOURCE = /\.(?:[cm]?[jt]sx?)$/
const DECLARATION = /\.d\.[cm]?ts$/

/** Every source module under `folders` (declarations aside), relative to `root`. */
function sources(root: string, folders: readonly string[]): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path)
      } else if (SOURCE.test(entry.name) && !DECLARATION.test(entry.name)) found.push(path)
    }
  }
  for (const folder of folders) {
    try {
      walk(folder)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return found
}

/**
 * What imports what among our own modules, as esbuild resolves it for the
 * build (tsconfig paths, `.ts` specifiers, `import()`): a map from each module
 * to `[{ to, kind }]`, kind `import-statement`, `dynamic-import` or `require-call`.
 * Packages and files of other kinds (stylesheets, text) are left out.
 */
export async function dependencyGraph({
  root,
  folders = SCANNED,
}: {
  root: string
  folders?: readonly string[]
}): Promise<Graph> {
  const entryPoints = sources(root, folders)
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outdir: 'dependency-graph',
    write: false,
    metafile: true,
    jsx: 'automatic',
    jsxImportSource: 'react',
    loader: { '.css': 'empty', '.html': 'empty', '.txt': 'empty', '.svg': 'empty' },
    logLevel: 'silent',
  })
  const ours = (path: string) => SOURCE.test(path) && !path.includes('node_modules/') && !path.includes(':')
  const graph: Graph = new Map()
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (!ours(path)) continue
    graph.set(
      path,
      input.imports
        .filter((edge) => !edge.external && ours(edge.path))
        .map((edge) => ({ to: edge.path, kind: edge.kind })),
    )
  }
  return graph
}

/** The loops of the graph: each strongly connected set of modules that reach one another, as one loop through it. */
export function cycles(graph: Graph): Cycle[] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const sets: string[][] = []
  // Tarjan's algorithm, iterative: module chains can be deeper than the call stack likes.
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work = [{ node: start, edges: graph.get(start) ?? [], at: 0 }]
    index.set(start, next), low.set(start, next++), stack.push(start), onStack.add(start)
    while (work.length) {
      const frame = work[work.length - 1]!
      if (frame.at < frame.edges.length) {
        const { to } = frame.edges[frame.at++]!
        if (!index.has(to)) {
          index.set(to, next), low.set(to, next++), stack.push(to), onStack.add(to)
          work.push({ node: to, edges: graph.get(to) ?? [], at: 0 })
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) !== index.get(frame.node)) continue
      const set: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        set.push(member)
      } while (member !== frame.node)
      const selfImport = (graph.get(frame.node) ?? []).some((edge) => edge.to === frame.node)
      if (set.length > 1 || selfImport) sets.push(set.sort())
    }
  }
  return sets.map((set) => ({ modules: set, loop: loopThrough(graph, new Set(set), set[0]!) }))
}

/** The shortest way from `start` back to itself inside `members`, as `[{ from, to, kind }]`. */
function loopThrough(graph: Graph, members: Set<string>, start: string): Cycle['loop'] {
  const cameFrom = new Map<string, Edge & { from: string }>()
  const queue = [start]
  search: while (queue.length) {
    const node = queue.shift()!
    for (const edge of graph.get(node) ?? []) {
      if (!members.has(edge.to) || cameFrom.has(edge.to)) continue
      cameFrom.set(edge.to, { from: node, ...edge })
      if (edge.to === start) break search
      queue.push(edge.to)
    }
  }
  const loop: Cycle['loop'] = []
  let at = start
  do {
    const step = cameFrom.get(at)!
    loop.unshift(step)
    at = step.from
  } while (at !== start)
  return loop
}

/** Every broken rule: `[{ rule, why, from, to, kind }]`, and the cycles. */
export function checkDependencies(graph: Graph, rules: readonly Rule[] = RULES): { broken: Broken[]; cycles: Cycle[] } {
  const broken: Broken[] = []
  for (const [from, edges] of graph) {
    for (const { to, kind } of edges) {
      for (const rule of rules)
        if (rule.forbids(from, to)) broken.push({ rule: rule.name, why: rule.why, from, to, kind })
    }
  }
  return { broken, cycles: cycles(graph) }
}

const arrow = (kind: string) => (kind === 'dynamic-import' ? '⇢' : '→')

/** The report, one line per broken rule and per cycle; empty when all is well. */
export function describeProblems({ broken, cycles: loops }: { broken: Broken[]; cycles: Cycle[] }): string[] {
  const lines: string[] = []
  for (const rule of new Set(broken.map((b) => b.rule))) {
    const cases = broken.filter((b) => b.rule === rule)
    lines.push(`${rule}: ${cases[0]!.why}`)
    for (const b of cases) lines.push(`  ${b.from} ${arrow(b.kind)} ${b.to}`)
  }
  if (loops.length) lines.push(`no-cycles: ${NO_CYCLES}`)
  for (const { modules, loop } of loops)
    lines.push(
      `  ${modules.length} modules: ${loop[0]!.from} ${loop.map((step) => `${arrow(step.kind)} ${step.to}`).join(' ')}`,
    )
  return lines
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..', '..')
  const graph = await dependencyGraph({ root })
  const result = checkDependencies(graph)
  const imports = [...graph.values()].reduce((n, edges) => n + edges.length, 0)
  if (result.broken.length || result.cycles.length) {
    console.error(describeProblems(result).join('\n'))
    console.error(
      `dependencies: ${result.broken.length} imports break a rule, ${result.cycles.length} cycles (→ import, ⇢ import()); the rules and their reasons are in tools/checks/dependency-rules.ts`,
    )
    process.exitCode = 1
  } else
    console.log(
      `dependencies: ${graph.size} modules, ${imports} imports (import() included): no cycles, ${RULES.length} rules kept`,
    )
}
