// What two V8 heap snapshots (.heapsnapshot, from CDP HeapProfiler.takeHeapSnapshot)
// differ by: the objects in the later one that the earlier one did not have
// (V8 keeps an object's id across snapshots), grouped by constructor, with
// their bytes and the commonest retainer of each group (the parent's
// constructor and the edge's name), which is usually enough to name what
// keeps them. Used by tests/bench/soak.mjs.
import { readFileSync } from 'node:fs'

function load(file) {
  const { snapshot, nodes, edges, strings } = JSON.parse(readFileSync(file, 'utf8'))
  const meta = snapshot.meta
  const nf = meta.node_fields
  const ef = meta.edge_fields
  const nodeTypes = meta.node_types[nf.indexOf('type')]
  const edgeTypes = meta.edge_types[ef.indexOf('type')]
  const at = {
    type: nf.indexOf('type'),
    name: nf.indexOf('name'),
    id: nf.indexOf('id'),
    size: nf.indexOf('self_size'),
    edges: nf.indexOf('edge_count'),
  }
  const e = { type: ef.indexOf('type'), name: ef.indexOf('name_or_index'), to: ef.indexOf('to_node') }
  const count = nodes.length / nf.length
  const label = (i) => {
    const type = nodeTypes[nodes[i * nf.length + at.type]]
    const name = strings[nodes[i * nf.length + at.name]]
    if (type === 'object' || type === 'native') return name
    if (type === 'closure') return `closure ${name || '(anonymous)'}`
    return `(${type})`
  }
  return { nodes, edges, strings, nf: nf.length, ef: ef.length, at, e, count, label, edgeTypes }
}

/** A report of what the later snapshot holds that the earlier did not, biggest groups first. */
export function heapSnapshotDiff(earlierFile, laterFile, top = 15) {
  const before = load(earlierFile)
  const ids = new Set()
  for (let i = 0; i < before.count; i++) ids.add(before.nodes[i * before.nf + before.at.id])
  const after = load(laterFile)
  const { nodes, edges, strings, nf, ef, at, e } = after
  const fresh = new Uint8Array(after.count)
  const groups = new Map()
  for (let i = 0; i < after.count; i++) {
    if (ids.has(nodes[i * nf + at.id])) continue
    fresh[i] = 1
    const key = after.label(i)
    const g = groups.get(key) ?? { count: 0, bytes: 0, retainers: new Map() }
    g.count += 1
    g.bytes += nodes[i * nf + at.size]
    groups.set(key, g)
  }
  // Retainers of the new objects: who points at them, by the parent's constructor and the edge's name.
  let edge = 0
  for (let parent = 0; parent < after.count; parent++) {
    const n = nodes[parent * nf + at.edges]
    for (let k = 0; k < n; k++, edge += ef) {
      const child = edges[edge + e.to] / nf
      if (!fresh[child]) continue
      const type = after.edgeTypes[edges[edge + e.type]]
      if (type === 'weak' || type === 'shortcut') continue
      const name = type === 'element' || type === 'hidden' ? `[${edges[edge + e.name]}]` : strings[edges[edge + e.name]]
      const g = groups.get(after.label(child))
      const via = `${after.label(parent)} .${type === 'element' ? '[]' : name}`
      g.retainers.set(via, (g.retainers.get(via) ?? 0) + 1)
    }
  }
  const total = [...groups.values()].reduce((a, g) => a + g.bytes, 0)
  const lines = [
    `new since ${earlierFile.split('/').at(-1)}: ${total} B in ${[...groups.values()].reduce((a, g) => a + g.count, 0)} objects`,
  ]
  for (const [name, g] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top)) {
    const retainers = [...g.retainers]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([via, n]) => `${via} ×${n}`)
      .join('; ')
    lines.push(
      `  ${String(g.bytes).padStart(8)} B ${String(g.count).padStart(6)} × ${name.slice(0, 60)}  ← ${retainers}`,
    )
  }
  return lines.join('\n')
}

if (import.meta.main) console.log(heapSnapshotDiff(process.argv[2], process.argv[3], Number(process.argv[4] ?? 25)))
