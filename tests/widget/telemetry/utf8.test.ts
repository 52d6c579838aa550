import { describe, expect, it } from 'vitest'
import { byteLength, truncateBytes } from '../../../widget/telemetry/utf8'

describe('truncateBytes', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncateBytes('short', 5)).toBe('short')
    expect(truncateBytes('ééé', 6)).toBe('ééé')
  })
  it('cuts on bytes, never inside a character, and marks the cut', () => {
    const cut = truncateBytes('a😀😀😀', 10)
    expect(cut).toBe('a😀…')
    expect(byteLength(cut)).toBeLessThanOrEqual(10)
    expect(truncateBytes('abcdefghij', 6)).toBe('abc…')
  })
})
