import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { moduleOf, SCREENS, type ScreenType } from '../contracts/screen-catalog'
import { screenTypeOf } from '../contracts/screen-type'
import { type DocumentModules, pieceHash } from '../tools/build/document-modules'
import { attributeCoverage, type FirstScreenCoverage } from '../tools/build/first-screen-coverage'
import { FAMILY_SESSIONS } from './family-sessions'
import { frameWidget } from './frame-widget'
import { DEMO } from './ports'

/**
 * What each first-screen document carries that its first screen never calls
 * (issue 33: "a document carries only what its family's first screen and
 * start-up run"). For every document script the build made, one session
 * whose first screen it is: the frame is opened through the real edge and
 * mock as the merchant's page would, under V8's precise coverage, until the
 * widget is live and settled, without a tap. Each function that ran is
 * counted to the module it is written in, through the build's map of every
 * piece (.build/document-modules.json, tools/build/document-modules.ts);
 * what the script carries of which no function ran is what the size report
 * lists (`npm run build`, after this wrote .build/first-screen-coverage.json).
 */

const BUILD = join(import.meta.dirname, '..', '.build')
const MODULES = join(BUILD, 'document-modules.json')
const OUTPUT = join(BUILD, 'first-screen-coverage.json')

/** Where the widget's start is: every document calls it, whatever its first screen. */
const START = 'widget/boot/start.tsx'

const modules: DocumentModules | null = existsSync(MODULES) ? JSON.parse(readFileSync(MODULES, 'utf8')) : null
const measured: FirstScreenCoverage = { variants: {} }

/** The session whose first screen a variant's script is made for: the first family session of one of its types. */
const sessionOf = (types: readonly string[]) => {
  const session = FAMILY_SESSIONS.find((s) => types.includes(screenTypeOf(s.strategy)))
  if (!session) throw new Error(`e2e/family-sessions.ts has no session for ${types.join(', ')}`)
  return session
}

/**
 * Frames the widget URL in the demo checkout's page, under coverage from
 * before the frame's first byte, as e2e/first-paint.spec.ts opens it.
 */
async function openCovered(page: Page, session: (typeof FAMILY_SESSIONS)[number], hinted: boolean) {
  const { strategy, market, locale = 'en' } = session
  await page.goto(`${DEMO}/dev/strategies`)
  const answer = await page.request.post(`${DEMO}/dev/tokens`, {
    data: { strategy, market, locale, first_name: 'Jane' },
  })
  expect(answer.status()).toBe(201)
  const url = new URL(((await answer.json()) as { widget_url: string }).widget_url)
  // The document without hints: the one the edge answers when the URL names no screen.
  if (!hinted) url.searchParams.delete('s')
  await page.coverage.startJSCoverage({ resetOnNavigation: false })
  const frame = await frameWidget(page, url.href)
  await frame.waitForSelector('html[data-idv-live]', { state: 'attached', timeout: 20_000 })
  // Settled: what the start left for later (after paint, when idle) has run.
  await frame.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => setTimeout(done, 1_000), { timeout: 3_000 })),
  )
  return page.coverage.stopJSCoverage()
}

test.describe('what each first-screen document carries and its first screen never calls', () => {
  test('the build mapped its document scripts', () => {
    expect(modules, `no ${MODULES}: run \`npm run build\` first`).not.toBeNull()
  })

  test.afterAll(() => {
    // Kept from an earlier run: what it measured of a script this build still has (a run of some variants, -g).
    const earlier: FirstScreenCoverage = existsSync(OUTPUT)
      ? JSON.parse(readFileSync(OUTPUT, 'utf8'))
      : { variants: {} }
    const kept = Object.entries(earlier.variants).filter(
      ([key, v]) => !(key in measured.variants) && modules!.variants[key]?.scripts === v.scripts,
    )
    writeFileSync(OUTPUT, JSON.stringify({ variants: { ...Object.fromEntries(kept), ...measured.variants } }, null, 1))
  })

  for (const [key, variant] of Object.entries(modules?.variants ?? {})) {
    // The document without hints is measured on the one-time code's session.
    const session = sessionOf(key ? variant.types : ['otp'])
    const type = screenTypeOf(session.strategy) as ScreenType
    test(`${key || '(no hints)'}: every piece attributed, the start and the first screen called`, async ({ page }) => {
      test.setTimeout(60_000)
      const covered = await openCovered(page, session, !!key)
      const attribution = attributeCoverage(variant, covered, pieceHash)
      // Each piece was run and recognised: the frame got this build's document for this screen.
      expect(attribution.pieces).toEqual({ covered: variant.pieces.length, total: variant.pieces.length })
      // Every function lies in a module: the map covers the code, prefixes and rewrites accounted for.
      expect(attribution.unplaced).toBe(0)
      const ran = new Set(attribution.units.filter((u) => u.ran > 0).map((u) => u.unit))
      expect(ran).toContain(START)
      // The family's first screen is this document's own (the one without hints loads it later, as a chunk).
      if (key) expect(ran).toContain(moduleOf(SCREENS[type].family))
      expect(ran).toContain('preact')
      measured.variants[key] = { scripts: variant.scripts, type, strategy: session.strategy, units: attribution.units }
    })
  }
})
