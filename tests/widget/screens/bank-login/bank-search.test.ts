import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBankSearch, type BankHit } from '../../../../widget/screens/bank-login/bank-search'
import type { ReadOutcome } from '../../../../widget/kit/strategy-run'

const hit = (name: string): BankHit => ({ id: name.toLowerCase(), name, country: 'DE' })

/** A search call whose answers the test hands out, recording what was asked and whether it was aborted. */
function fakeSearch() {
  const calls: Array<{
    params: Record<string, string>
    signal: AbortSignal
    answer(outcome: ReadOutcome<BankHit[]>): void
  }> = []
  const search = (params: Record<string, string>, signal: AbortSignal) =>
    new Promise<ReadOutcome<BankHit[]>>((resolve) => {
      calls.push({ params, signal, answer: resolve })
      signal.addEventListener('abort', () => resolve({ kind: 'aborted' }))
    })
  return { calls, search }
}

describe('the bank search as the shopper types', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks once typing pauses for 300 ms, with what was typed last', async () => {
    const { calls, search } = fakeSearch()
    const s = createBankSearch({ search })
    s.update({ country: 'DE', q: 'com' })
    await vi.advanceTimersByTimeAsync(200)
    s.update({ country: 'DE', q: 'comm' })
    await vi.advanceTimersByTimeAsync(200)
    s.update({ country: 'DE', q: 'comme' })
    expect(s.status.value).toBe('searching')
    await vi.advanceTimersByTimeAsync(299)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((c) => c.params)).toEqual([{ country: 'DE', q: 'comme' }])
    calls[0]!.answer({ kind: 'data', data: [hit('Commerzbank')] })
    await vi.advanceTimersByTimeAsync(0)
    expect(s.results.value.map((b) => b.name)).toEqual(['Commerzbank'])
    expect(s.status.value).toBe('done')
    expect(s.settled.value).toBe(1)
  })

  it('aborts a search still under way when a newer one starts, and drops a stale answer that arrives anyway', async () => {
    const { calls, search } = fakeSearch()
    const s = createBankSearch({ search })
    s.update({ country: 'DE', q: 'deu' })
    await vi.advanceTimersByTimeAsync(300)
    s.update({ country: 'DE', q: 'deutsche' })
    expect(calls[0]!.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    // The first answer was already on its way: it must not overwrite the newer one.
    calls[1]!.answer({ kind: 'data', data: [hit('Deutsche Bank')] })
    calls[0]!.answer({ kind: 'data', data: [hit('Deutsche Bank'), hit('Deutsche Kreditbank')] })
    await vi.advanceTimersByTimeAsync(0)
    expect(s.results.value.map((b) => b.name)).toEqual(['Deutsche Bank'])
    expect(s.settled.value).toBe(1)
  })

  it('drops the answer of a search superseded before its answer, whatever order they arrive in', async () => {
    const { calls, search } = fakeSearch()
    // A search call that ignores its signal (a proxy that answers anyway).
    const deaf = (params: Record<string, string>) => search(params, new AbortController().signal)
    const s = createBankSearch({ search: deaf })
    s.update({ country: 'NL', q: 'ing' })
    await vi.advanceTimersByTimeAsync(300)
    s.update({ country: 'NL', q: 'rabo' })
    await vi.advanceTimersByTimeAsync(300)
    calls[1]!.answer({ kind: 'data', data: [hit('Rabobank')] })
    await vi.advanceTimersByTimeAsync(0)
    calls[0]!.answer({ kind: 'data', data: [hit('ING')] })
    await vi.advanceTimersByTimeAsync(0)
    expect(s.results.value.map((b) => b.name)).toEqual(['Rabobank'])
  })

  it('does not ask the same thing twice in a row; nothing to ask clears the results at once', async () => {
    const { calls, search } = fakeSearch()
    const s = createBankSearch({ search })
    s.update({ country: 'DE', q: 'ing' })
    await vi.advanceTimersByTimeAsync(300)
    calls[0]!.answer({ kind: 'data', data: [hit('ING Deutschland')] })
    await vi.advanceTimersByTimeAsync(0)
    s.update({ country: 'DE', q: 'ing' })
    await vi.advanceTimersByTimeAsync(300)
    expect(calls).toHaveLength(1)
    s.update(null)
    expect(s.results.value).toEqual([])
    expect(s.status.value).toBe('idle')
    // "Search again" asks at once, even the same thing.
    s.update({ country: 'DE', q: 'ing' }, { now: true })
    expect(calls).toHaveLength(2)
  })

  it('says a lost connection, a server fault or a refusal, each settling the search once', async () => {
    const { calls, search } = fakeSearch()
    const s = createBankSearch({ search })
    s.update({ country: 'DE', q: 'aaa' })
    await vi.advanceTimersByTimeAsync(300)
    calls[0]!.answer({ kind: 'offline' })
    await vi.advanceTimersByTimeAsync(0)
    expect([s.status.value, s.settled.value]).toEqual(['offline', 1])
    s.update({ country: 'DE', q: 'bbb' })
    await vi.advanceTimersByTimeAsync(300)
    calls[1]!.answer({ kind: 'unavailable' })
    await vi.advanceTimersByTimeAsync(0)
    expect([s.status.value, s.settled.value]).toEqual(['unavailable', 2])
    s.update({ country: 'DE', q: 'ccc' })
    await vi.advanceTimersByTimeAsync(300)
    calls[2]!.answer({ kind: 'problem', problem: { error: 'query_too_short' } })
    await vi.advanceTimersByTimeAsync(0)
    expect([s.status.value, s.settled.value]).toEqual(['problem', 3])
  })

  it('gives up on a search without an answer after its timeout: a lost connection', async () => {
    const { calls, search } = fakeSearch()
    const s = createBankSearch({ search, timeoutMs: 5_000 })
    s.update({ country: 'DE', q: 'slow' })
    await vi.advanceTimersByTimeAsync(300 + 5_000)
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(s.status.value).toBe('offline')
  })

  it('stops everything when the screen goes away', async () => {
    const { calls, search } = fakeSearch()
    const s = createBankSearch({ search })
    s.update({ country: 'DE', q: 'abc' })
    await vi.advanceTimersByTimeAsync(300)
    s.update({ country: 'DE', q: 'abcd' })
    s.stop()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.signal.aborted).toBe(true)
  })
})
