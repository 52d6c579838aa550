import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHROMIUM, PLAYWRIGHT_DISABLED_FEATURES } from '../../e2e/chromium'

/** The features the installed Playwright switches off, read from its source: it exports no list. */
function playwrightDisabledFeatures(): string[] {
  const core = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'))
  const source = readFileSync(join(core, 'lib', 'coreBundle.js'), 'utf8')
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(source)?.[1]
  if (!list) throw new Error('Playwright no longer declares disabledFeatures as it did: read how it passes them now')
  return [...list.matchAll(/^\s*"(\w+)"/gm)].map((m) => m[1]!)
}

describe('the browser tests’ Chromium', () => {
  it('keeps every feature Playwright switches off, since its --disable-features replaces Playwright’s', () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrightDisabledFeatures()))
    expect(CHROMIUM.args.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1)
  })
})
