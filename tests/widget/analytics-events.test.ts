// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ANALYTICS_EVENTS, PAGE_EVENTS } from '../../widget/analytics-events'

const root = join(import.meta.dirname, '..', '..')
const section = readFileSync(join(root, 'edge/RELAY_API.md'), 'utf8')
  .split('### Events the widget publishes')[1]!
  .split('\n## ')[0]!
/** The first column of each table of the section, in order, table by table. */
const tables = section
  .split(/\n\n(?=\| event \|)/)
  .slice(1)
  .map((table) => [...table.matchAll(/^\| `([^`]+)` \|/gm)].map((row) => row[1]))

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : []
  })

describe('the events the widget publishes (edge/RELAY_API.md)', () => {
  it('lists the page events and the analytics events the code is typed to, in the same order', () => {
    expect(tables).toHaveLength(2)
    expect(tables[0]).toEqual([...PAGE_EVENTS])
    expect(tables[1]).toEqual([...ANALYTICS_EVENTS])
  })
  it('names every page event the widget posts, the ones posted outside the flow included', () => {
    const posted = sources(join(root, 'widget')).flatMap((code) =>
      [...code.matchAll(/post\('onEvent', \{ name: '([^']+)'/g), ...code.matchAll(/\.event\('([^']+)'/g)].map(
        (m) => m[1],
      ),
    )
    expect(posted.length).toBeGreaterThan(5)
    for (const name of posted) expect(PAGE_EVENTS, name).toContain(name)
  })
  it('every name is one the edge relays', () => {
    for (const name of [...PAGE_EVENTS, ...ANALYTICS_EVENTS]) expect(name).toMatch(/^[a-z0-9][a-z0-9_.:-]{0,99}$/)
  })
})
