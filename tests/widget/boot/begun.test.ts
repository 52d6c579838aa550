import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('../../../widget/boot/begin')
  vi.resetModules()
})

describe('the start’s first part, run as its module is evaluated (widget/boot/begun.ts)', () => {
  it('runs as the module is evaluated, once', async () => {
    const begin = vi.fn(() => ['what it learnt'])
    vi.doMock('../../../widget/boot/begin', () => ({ begin }))
    const { begun } = await import('../../../widget/boot/begun')
    expect(begun).toEqual(['what it learnt'])
    expect(begin).toHaveBeenCalledTimes(1)
  })

  it('a failure stops nothing: it is left to the start, which runs that part again', async () => {
    vi.doMock('../../../widget/boot/begin', () => ({
      begin: () => {
        throw new Error('unexpected')
      },
    }))
    const { begun } = await import('../../../widget/boot/begun')
    expect(begun).toBeUndefined()
  })
})
