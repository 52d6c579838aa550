import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'
import { MANGLE_PROPS, SHORT_GLOBALS, SHORT_PROPS, shortKeys } from '../../contracts/short-names'
import type * as PrerenderFit from '../../widget/boot/prerender-fit'

const root = join(import.meta.dirname, '..', '..')

/** widget/boot/prerender-fit.ts as the build bundles it into the head script and the documents' scripts. */
async function bundled(): Promise<typeof PrerenderFit> {
  const { outputFiles } = await esbuild.build({
    entryPoints: ['widget/boot/prerender-fit.ts'],
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    ...MANGLE_PROPS,
    logLevel: 'silent',
  })
  const code = outputFiles[0]!.text
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}

describe('the short names the build writes (contracts/short-names.ts)', () => {
  it('are one per readable name, and none is another’s', () => {
    for (const names of [SHORT_PROPS, SHORT_GLOBALS])
      expect(new Set(Object.values(names)).size).toBe(Object.keys(names).length)
  })

  it('are what the widget’s bundled code reads the document’s assumptions by, its source saying the readable ones', async () => {
    const { pickPrerendered, readAssumptions } = await bundled()
    const written = [
      shortKeys({
        assumedLocale: 'sv',
        assumedTypes: ['otp_phone'],
        assumedFirstName: 1,
        assumedDefaults: ['whiteLabel'],
      }),
    ]
    expect(Object.keys(written[0]!)).toEqual(['l', 't', 'n', 'f'])
    const assumptions = readAssumptions({ dataset: { idvPrerender: JSON.stringify(written) } })
    expect(assumptions).toHaveLength(1)
    const details = {
      flow: 'generic',
      strategies: [{ type: 'otp_phone', market: 'se', first_name: 'Anna' }],
      presentation_data: { features: {} },
    }
    const inputs = { details, launch: { kycAnytime: false }, requested: 'sv', locales: ['sv', 'en'], firstStep: true }
    expect(pickPrerendered(assumptions, inputs as never)).toBe(0)
    expect(pickPrerendered(assumptions, { ...inputs, requested: 'en' } as never)).toBe(-1)
  })

  it('fail on a key the map lacks, rather than write one the widget would not read', () => {
    expect(() => shortKeys({ assumedLocale: 'sv', locale: 'sv' } as never)).toThrow(/locale has no short name/)
  })
})
