// @vitest-environment node
// The merchant guide cannot drift from what runs: its code blocks are the files the browser
// tests serve (docs/snippets, e2e/merchant.spec.ts), and its tables name exactly the options,
// handle members, error codes, events and cancel reasons the code has.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const read = (path: string) => readFile(join(root, path), 'utf8')
const guide = await read('docs/integration.md')

/** The guide's section under `## title`, up to the next `## `. */
const section = (title: string) => {
  const start = guide.indexOf(`\n## ${title}\n`)
  if (start < 0) throw new Error(`no section "${title}"`)
  const end = guide.indexOf('\n## ', start + 4)
  return guide.slice(start, end < 0 ? undefined : end)
}
/** The code names in the first column of a section's table body (a cell may name several). */
const tableNames = (text: string) => {
  const lines = text.split('\n')
  const body = lines.filter(
    (line, i) => line.startsWith('| ') && !line.startsWith('| ---') && !lines[i + 1]?.startsWith('| ---'),
  )
  return new Set(
    body.flatMap((line) => [...line.split(' | ')[0]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\(\)$/, ''))),
  )
}
/** The members of `export interface Name { … }` in a source file. */
const members = (source: string, name: string) => {
  const body = source.slice(source.indexOf(`export interface ${name}`)).split('\n}')[0]!
  return new Set([...body.matchAll(/^ {2}(?:readonly )?(\w+)\??[(:]/gm)].map((m) => m[1]!))
}

describe('docs/integration.md', () => {
  it('shows every snippet exactly as the test checkout serves it', async () => {
    const blocks = [...guide.matchAll(/<!-- snippet: (\S+) -->\n```\w+\n([\s\S]*?)```\n/g)]
    const files = (await readdir(join(root, 'docs', 'snippets'))).map((f) => `docs/snippets/${f}`).sort()
    expect(blocks.map(([, path]) => path).sort()).toEqual(files)
    for (const [, path, code] of blocks) expect(code, path).toBe(await read(path!))
  })

  it('lists every option of open(), and nothing else', async () => {
    expect(tableNames(section('Options'))).toEqual(members(await read('host/types.ts'), 'OpenOptions'))
  })

  it('lists every member of the handle', async () => {
    expect(tableNames(section('The handle'))).toEqual(members(await read('host/types.ts'), 'WidgetHandle'))
  })

  it('lists every error code', async () => {
    const errors = await read('host/errors.ts')
    expect(tableNames(section('Errors'))).toEqual(new Set([...errors.matchAll(/^ {2}\| '(\w+)'/gm)].map((m) => m[1]!)))
  })

  it('lists every event the widget posts', async () => {
    const sources = await Promise.all(
      (await readdir(join(root, 'widget'), { recursive: true }))
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => read(join('widget', f))),
    )
    const posted = new Set(
      sources.flatMap((code) =>
        [...code.matchAll(/\.event\('(\w+)'|post\('onEvent', \{ name: '(\w+)'/g)].map((m) => (m[1] ?? m[2])!),
      ),
    )
    expect(posted.size).toBeGreaterThan(3)
    expect(tableNames(section('Events'))).toEqual(posted)
  })

  it('lists every cancel reason the widget sends', async () => {
    const cancel = await read('widget/session-api/cancel-session.ts')
    const reasons = new Set(
      [.../export type CancelReason = ([^\n]+)/.exec(cancel)![1]!.matchAll(/'(\w+)'/g)].map((m) => m[1]!),
    )
    expect(tableNames(section('Cancel reasons'))).toEqual(reasons)
  })
})
