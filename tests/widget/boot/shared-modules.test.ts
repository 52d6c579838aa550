import { describe, expect, it } from 'vitest'
import { type GroupReads, type SharedModulesIo, sharedModules } from '../../../widget/boot/shared-modules'

/** Loads that the test settles by hand, recording what was preloaded and run, in order. */
function fakeIo() {
  const events: string[] = []
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>()
  let query = ''
  const io: SharedModulesIo = {
    load: (url) =>
      new Promise<void>((resolve, reject) => {
        events.push(`run ${url}`)
        pending.set(url, { resolve, reject })
      }),
    preload: (url) => void events.push(`fetch ${url}`),
    query: () => query,
  }
  const settle = async (url: string, error?: Error) => {
    await new Promise((r) => setTimeout(r))
    const load = pending.get(url)
    if (!load) throw new Error(`${url} was not loaded; events: ${events.join(', ')}`)
    pending.delete(url)
    if (error) load.reject(error)
    else load.resolve()
    await new Promise((r) => setTimeout(r))
  }
  return { io, events, settle, setQuery: (q: string) => (query = q) }
}

// Group 2 (the hand-off step) reads group 1 (the poller), which reads group 0 (the kit's base, which reads none).
const chunks: GroupReads = [undefined, [0], [1]]

describe('the kit groups’ loader (widget/boot/shared-modules.ts)', () => {
  it('asks for every missing group and the chunk at once, then runs each after the groups it reads', async () => {
    const { io, events, settle } = fakeIo()
    const need = sharedModules('/assets/', 'V1', chunks, [], io)
    let done = false
    void need([2], '/assets/Step.js').then(() => (done = true))
    expect(events.filter((e) => e.startsWith('fetch'))).toEqual([
      'fetch /assets/k2-V1.js',
      'fetch /assets/k1-V1.js',
      'fetch /assets/k0-V1.js',
      'fetch /assets/Step.js',
    ])
    await settle('/assets/k0-V1.js')
    expect(events.filter((e) => e.startsWith('run'))).toEqual(['run /assets/k0-V1.js', 'run /assets/k1-V1.js'])
    await settle('/assets/k1-V1.js')
    expect(done).toBe(false)
    await settle('/assets/k2-V1.js')
    expect(done).toBe(true)
  })

  it('never loads a group the document carries, nor asks for anything when nothing is missing', async () => {
    const { io, events, settle } = fakeIo()
    const need = sharedModules('/assets/', 'V1', chunks, [0, 1], io)
    const loaded = need([2], '/assets/Step.js')
    expect(events).toEqual(['fetch /assets/k2-V1.js', 'fetch /assets/Step.js'])
    await settle('/assets/k2-V1.js')
    await loaded
    events.length = 0
    await need([0, 1, 2], '/assets/Other.js')
    expect(events).toEqual([])
  })

  it('two imports needing the same group at once load it once', async () => {
    const { io, events, settle } = fakeIo()
    const need = sharedModules('/assets/', 'V1', chunks, [0], io)
    const both = Promise.all([need([1], '/assets/A.js'), need([1], '/assets/B.js')])
    await settle('/assets/k1-V1.js')
    await both
    expect(events.filter((e) => e === 'run /assets/k1-V1.js')).toHaveLength(1)
    // The second only adds its own chunk to what is fetched ahead.
    expect(events.filter((e) => e.startsWith('fetch'))).toEqual(['fetch /assets/k1-V1.js', 'fetch /assets/A.js'])
  })

  it('a group that failed is asked for again, with the retry query, by the next import', async () => {
    const { io, events, settle, setQuery } = fakeIo()
    const need = sharedModules('/assets/', 'V1', chunks, [0], io)
    const failed = expect(need([1], '/assets/A.js')).rejects.toThrow('offline')
    await settle('/assets/k1-V1.js', new Error('offline'))
    await failed
    setQuery('?retry=1')
    events.length = 0
    const second = need([1], '/assets/A.js')
    expect(events).toContain('fetch /assets/k1-V1.js?retry=1')
    await settle('/assets/k1-V1.js?retry=1')
    await second
    expect(events).toContain('run /assets/k1-V1.js?retry=1')
  })
})
