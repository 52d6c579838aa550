import { describe, expect, it, vi } from 'vitest'
import { createMerchantDirectory, MerchantStoreUnavailable } from '../../edge/merchants/merchant-directory'

const record = (origin: string) => JSON.stringify({ frame_ancestors: [origin] })

/** A KV stand-in that counts its reads; `answer` decides each one. */
function store(answer: (key: string) => Promise<string | null> = async (key) => record(`https://${key}.example`)) {
  const reads: Array<{ key: string; cacheTtl?: number }> = []
  return {
    reads,
    get: (key: string, options: { type: 'text'; cacheTtl?: number }) => {
      reads.push({ key, cacheTtl: options.cacheTtl })
      return answer(key)
    },
  }
}

const options = (clock: { t: number }) => ({ ttlMs: 30_000, timeoutMs: 1000, development: false, now: () => clock.t })

describe('createMerchantDirectory (the isolate’s cache of the MERCHANTS namespace)', () => {
  it('reads each merchant once per cache time: 10,000 requests for 100 merchants cost 100 reads', async () => {
    const kv = store()
    const clock = { t: 0 }
    const directory = createMerchantDirectory(kv, options(clock))
    for (let i = 0; i < 10_000; i++) {
      clock.t = i // 10 s of requests
      expect(await directory.frames(`shop${i % 100}`)).toEqual([`https://shop${i % 100}.example`])
    }
    expect(kv.reads).toHaveLength(100)
    // KV's own edge cache for each read: its minimum, so that with the isolate's a change is live within a minute.
    expect(kv.reads[0]!.cacheTtl).toBe(30)
  })

  it('shares one read between concurrent first requests', async () => {
    const kv = store()
    const directory = createMerchantDirectory(kv, options({ t: 0 }))
    await Promise.all(Array.from({ length: 50 }, () => directory.frames('shop')))
    expect(kv.reads).toHaveLength(1)
  })

  it('reads again after the cache time, and serves the changed record', async () => {
    let origin = 'https://old.example'
    const kv = store(async () => record(origin))
    const clock = { t: 0 }
    const directory = createMerchantDirectory(kv, options(clock))
    expect(await directory.frames('shop')).toEqual(['https://old.example'])
    origin = 'https://new.example'
    clock.t = 29_999
    expect(await directory.frames('shop')).toEqual(['https://old.example'])
    clock.t = 30_000
    expect(await directory.frames('shop')).toEqual(['https://new.example'])
    expect(kv.reads).toHaveLength(2)
  })

  it('keeps a missing record as long as a found one, so an unknown id does not reach KV on every request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const kv = store(async () => null)
    const directory = createMerchantDirectory(kv, options({ t: 0 }))
    for (let i = 0; i < 20; i++) expect(await directory.frames('nobody')).toBeNull()
    expect(kv.reads).toHaveLength(1)
  })

  it('does not keep a failure: KV throwing or timing out rejects, and the next request reads again', async () => {
    vi.useFakeTimers()
    try {
      let mode: 'throw' | 'hang' | 'ok' = 'throw'
      const kv = store((key) =>
        mode === 'throw'
          ? Promise.reject(new Error('KV down'))
          : mode === 'hang'
            ? new Promise(() => {})
            : Promise.resolve(record(`https://${key}.example`)),
      )
      const directory = createMerchantDirectory(kv, options({ t: 0 }))
      await expect(directory.frames('shop')).rejects.toBeInstanceOf(MerchantStoreUnavailable)
      mode = 'hang'
      const hanging = directory.frames('shop')
      const settled = expect(hanging).rejects.toThrow(/no answer within 1000 ms/)
      await vi.advanceTimersByTimeAsync(1000)
      await settled
      mode = 'ok'
      expect(await directory.frames('shop')).toEqual(['https://shop.example'])
      expect(kv.reads).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('outside development, takes a record listing an http origin for none; in development, loopback http is fine', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const kv = store(async () => record('http://127.0.0.1:*'))
    expect(await createMerchantDirectory(kv, options({ t: 0 })).frames('shop')).toBeNull()
    expect(await createMerchantDirectory(kv, { ...options({ t: 0 }), development: true }).frames('shop')).toEqual([
      'http://127.0.0.1:*',
    ])
  })

  it('remembers at most maxEntries merchants, dropping the oldest first', async () => {
    const kv = store()
    const directory = createMerchantDirectory(kv, { ...options({ t: 0 }), maxEntries: 2 })
    await directory.frames('a')
    await directory.frames('b')
    await directory.frames('c')
    await directory.frames('b')
    await directory.frames('a')
    expect(kv.reads.map((r) => r.key)).toEqual(['a', 'b', 'c', 'a'])
  })
})
