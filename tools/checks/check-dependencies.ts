import { readFileSync, readdirSync } from 'node:fs'
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

/** Marks the side-effect import that stands for a type-only one, so the graph can say which it was. */
const TYPE_ONLY = 'idv-type-only:'

/**
 * The specifiers a module imports for types only: `import type … from 's'`,
 * `import { type A, type B } from 's'`, `export type … from 's'`. esbuild
 * erases them before it resolves anything, so they would tie nothing.
 */
export function typeOnlySpecifiers(code: string): string[] {
  const found = new Set<string>()
  const statement =
    /^[ \t]*(import|export)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)\s+from\s*(['"])([^'"\n]+)\4/gm
  for (const [, , typeKeyword, names = '', , specifier = ''] of code.matchAll(statement)) {
    const onlyTypes =
      !!typeKeyword ||
      (names.startsWith('{') &&
        names
          .slice(1, -1)
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .every((name) => name.startsWith('type ')))
    if (onlyTypes) found.add(specifier)
  }
  return [...found]
}

/**
 * Counts type imports as the edges they are: a module that takes a type from
 * another depends on it (it changes when that does, and a layer that takes
 * its types from above is not below it), and two modules that take each
 * other's types are a circle to a reader. Each type-only import gets a
 * side-effect import of the same module beside it, marked, so the metafile
 * shows it with kind `import-type`.
 */
const typeImports: esbuild.Plugin = {
  name: 'type-imports',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes('node_modules')) return undefined
      const code = readFileSync(args.path, 'utf8')
      const extra = typeOnlySpecifiers(code).map((s) => `\nimport ${JSON.stringify(TYPE_ONLY + s)}`)
      return { contents: code + extra.join(''), loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
    })
    build.onResolve({ filter: new RegExp(`^${TYPE_ONLY}`) }, async (args) => {
      const resolved = await build.resolve(args.path.slice(TYPE_ONLY.length), {
        kind: 'import-statement',
        importer: args.importer,
        resolveDir: args.resolveDir,
      })
      return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, external: resolved.external }
    })
  },
}

/**
 * What imports what among our own modules, as esbuild resolves it for the
 * build (tsconfig paths, `.ts` specifiers, `import()`), type imports counted:
 * a map from each module to `[{ to, kind }]`, kind `import-statement`,
 * `dynamic-import`, `require-call` or `import-type` (a module imported for
 * types only). Packages and files of other kinds (stylesheets, text) are left out.
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
    plugins: [typeImports],
  })
  const ours = (path: string) => SOURCE.test(path) && !path.includes('node_modules/') && !path.includes(':')
  const graph: Graph = new Map()
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (!ours(path)) continue
    const edges = new Map()
    for (const edge of input.imports) {
      if (edge.external || !ours(edge.path)) continue
      const kind = edge.original?.startsWith(TYPE_ONLY) ? 'import-type' : edge.kind
      // A module imported for its values and its types is one edge, of the values' kind.
      if (kind !== 'import-type' || !edges.has(edge.path)) edges.set(edge.path, { to: edge.path, kind })
    }
    graph.set(path, [...edges.values()])
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

const ARROWS: Record<string, string> = { 'dynamic-import': '⇢', 'import-type': '⇀' }
const arrow = (kind: string) => ARROWS[kind] ?? '→'

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
      `dependencies: ${result.broken.length} imports break a rule, ${result.cycles.length} cycles (→ import, ⇢ import(), ⇀ import type); the rules and their reasons are in tools/checks/dependency-rules.ts`,
    )
    process.exitCode = 1
  } else
    console.log(
      `dependencies: ${graph.size} modules, ${imports} imports (import() and import type included): no cycles, ${RULES.length} rules kept`,
    )
}
