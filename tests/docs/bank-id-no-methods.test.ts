// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { METHODS } from '../../widget/screens/bank-id-no/bank-id-no-controller'

const open = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'open-questions.md'), 'utf8')

describe('Norwegian BankID: spec §2.3’s "code generator or mobile"', () => {
  it('offers the app and the code device, not the discontinued BankID on mobile', () => {
    expect(METHODS).toEqual(['app', 'code_device'])
  })
  it('what the spec leaves open (docs/open-questions.md) says why, with the dates', () => {
    const entry = open.slice(open.indexOf('Norwegian BankID'))
    expect(entry).toMatch(/BankID on mobile/)
    expect(entry).toMatch(/1 September 2022/)
    expect(entry).toMatch(/1 September 2024/)
  })
})
