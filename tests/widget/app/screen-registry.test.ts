import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { moduleOf, SCREENS } from '../../../contracts/screen-catalog'
import { createFlow } from '../../../widget/kit/flow'
import { CHUNK_TIMEOUT_MS, loadChunk } from '../../../widget/kit/load-chunk'
import { screenTypeOf } from '../../../contracts/screen-type'
import { entryOf } from '../../../widget/app/family-registry'
import { loadEntry, preloadScreen, provideFamilies } from '../../../widget/app/screen-registry'
import type { ScreenProps } from '../../../widget/kit/screen-props'

function base(type: string) {
  const bridge = { post: vi.fn() }
  const flow = createFlow(bridge, { hideErrorScreen: false })
  const props = {
    strategy: { type, market: 'AU', first_name: 'Ada', middle_name: 'B', last_name: 'Lovelace' },
    details: { url: 'https://api.provider.com/v1/sessions/s1' },
    http: vi.fn(),
    flow,
  } as unknown as ScreenProps
  return { props, bridge, flow }
}

describe('screen registry (spec §2.1)', () => {
  it('takes the type as spelt with underscores as hyphens; both OTP channels share one screen', () => {
    expect(screenTypeOf('bank_id_se')).toBe('bank-id-se')
    expect(screenTypeOf('bank-id-no-v2')).toBe('bank-id-no-v2')
    expect(screenTypeOf('otp_email')).toBe('otp')
    expect(screenTypeOf('otp_phone')).toBe('otp')
  })

  it('guards kosma-id, id-scan and id-check, and nothing else', () => {
    expect(
      ['kosma_id', 'id_scan', 'id_check', 'otp_phone', 'bank_id_se', 'whatever'].map((t) => !!entryOf(t).info?.guarded),
    ).toEqual([true, true, true, false, false, false])
  })

  it('gives bank-id-se a failure handler that fails the flow with its reason', () => {
    const { props, flow } = base('bank_id_se')
    entryOf('bank_id_se').extras!(props, { kycAnytime: false }).onFailure!('user-interaction', 'rt')
    expect(flow.view.value).toEqual({
      kind: 'failure',
      failure: {
        strategy: 'bank_id_se',
        market: 'AU',
        reason: 'user-interaction',
        token: 'rt',
        error: 'strategy failure user-interaction',
      },
    })
  })

  it('tells id-scan whether KYC-anytime mode is on', () => {
    const { props } = base('id_scan')
    expect(entryOf('id_scan').extras!(props, { kycAnytime: true })).toEqual({ kycAnytime: true })
  })

  it('gives id-check its failure handler; the rest spec §2.1 names (session url, names, market, success and events) is the strategy’s and the flow’s', () => {
    const { props, flow } = base('id_check')
    const extras = entryOf('id_check').extras!(props, { kycAnytime: false })
    expect(Object.keys(extras)).toEqual(['onFailure'])
    extras.onFailure!('verify', 'rt')
    expect(flow.view.value).toEqual({
      kind: 'failure',
      failure: { strategy: 'id_check', market: 'AU', reason: 'verify', token: 'rt', error: 'strategy failure verify' },
    })
  })

  it('loads the fallback screen for types it does not know, and only for them', async () => {
    expect((await entryOf('selfie_registration').load()).default.name).toBe('IdScanScreen')
    expect((await entryOf('no_such_type').load()).default.name).toBe('FallbackScreen')
    expect(entryOf('no_such_type').info?.namespace).toBeUndefined()
    expect((await entryOf('otp_email').load()).default.name).toBe('OtpScreen')
  })

  it('loads the built families, and keeps each family’s text namespace', async () => {
    expect((await entryOf('bank_id_se').load()).default.name).toBe('BankIdSeScreen')
    expect((await entryOf('klapp_authenticator').load()).default.name).toBe('KlappAuthenticatorScreen')
    expect((await entryOf('global_passcode').load()).default.name).toBe('GlobalPasscodeScreen')
    const handoffs = {
      bank_id_no: 'BankIdNoScreen',
      bank_id_no_v2: 'BankIdNoScreen',
      bank_id_no_signature: 'BankIdNoScreen',
      bank_id_fi: 'BankIdFiScreen',
      idin: 'PartnerScreen',
      checkin: 'PartnerScreen',
      kosma_id: 'PartnerScreen',
      veriff: 'PartnerScreen',
      monthio: 'PartnerScreen',
    }
    for (const [type, screen] of Object.entries(handoffs))
      expect((await entryOf(type).load()).default.name).toBe(screen)
    expect(
      [
        'otp_email',
        'bank_id_no_v2',
        'kosma_id',
        'global_passcode',
        'veriff',
        'idin',
        'checkin',
        'monthio',
        'bank_id_fi',
      ].map((t) => entryOf(t).info?.namespace),
    ).toEqual(['otp', 'bankIdNo', 'kosmaId', 'passcode', 'veriff', 'idin', 'checkin', 'monthio', 'bankIdFi'])
  })

  it('loads, for every screen type, the module the catalog names for the build (contracts/screen-catalog.ts)', async () => {
    for (const [type, { family }] of Object.entries(SCREENS)) {
      const named = await import(/* @vite-ignore */ resolve(import.meta.dirname, '../../..', moduleOf(family)))
      expect((await entryOf(type).load()).default, type).toBe(named.default)
    }
  })
})

describe('the family catalog (contracts/screen-catalog.ts)', () => {
  it('names each family by its folder, whose screen module is <Family>Screen.tsx unless the entry says otherwise', () => {
    expect(moduleOf('bank-id-se')).toBe('widget/screens/bank-id-se/BankIdSeScreen.tsx')
    expect(moduleOf('partners')).toBe('widget/screens/partners/PartnerScreen.tsx')
  })

  it('gives each type its family’s facts with its own over them', () => {
    expect(SCREENS['kosma-id']).toMatchObject({ family: 'partners', namespace: 'kosmaId', guarded: true })
    expect(SCREENS['selfie-registration']).toMatchObject({ family: 'id-scan', namespace: 'idScan' })
    expect(SCREENS['selfie-registration']).not.toHaveProperty('guarded')
    expect(SCREENS['id-check']).toMatchObject({ guarded: true, props: ['onFailure'] })
    expect(Object.keys(SCREENS)).toHaveLength(19)
  })
})

describe('loadChunk (spec §7, §8)', () => {
  afterEach(() => vi.useRealTimers())

  it('fails with ChunkLoadError "Loading chunk {n} failed" when the import fails', async () => {
    await expect(
      loadChunk('otp', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toMatchObject({
      name: 'ChunkLoadError',
      code: 'chunk-load',
      message: 'Loading chunk otp failed',
    })
  })

  it('gives up after 120 000 ms', async () => {
    vi.useFakeTimers()
    const loading = loadChunk('id-scan', () => new Promise(() => {}))
    const settled = vi.fn()
    loading.catch(settled)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'ChunkLoadError', message: 'Loading chunk id-scan failed' }),
    )
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
  })

  it('passes a loaded module through', async () => {
    await expect(loadChunk('x', async () => ({ default: 1 }))).resolves.toEqual({ default: 1 })
  })
})

describe('retrying a failed chunk', () => {
  it('asks for a new URL after a failure, since the browser remembers the failed one', async () => {
    globalThis.__idvChunkQuery = undefined
    await loadChunk('otp', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch(
      () => {},
    )
    const first = globalThis.__idvChunkQuery
    expect(first).toMatch(/^\?retry=\d+$/)
    await loadChunk('otp', () => Promise.reject(new TypeError('again'))).catch(() => {})
    expect(globalThis.__idvChunkQuery).not.toBe(first)
  })

  it('the build rewrites every chunk import to carry that query', async () => {
    const { retryableImports, countDynamicImports } = await import('../../../tools/build/retryable-imports.ts')
    const code = 'a=()=>import("./OtpScreen-TA44QVKY.js"),b=()=>import("./chunk-X.js");import"./static.js"'
    const out = retryableImports(code)
    expect(out).toBe(
      'a=()=>import("./OtpScreen-TA44QVKY.js"+(globalThis.__idvChunkQuery||"")),b=()=>import("./chunk-X.js"+(globalThis.__idvChunkQuery||""));import"./static.js"',
    )
    expect(countDynamicImports(code)).toBe(2)
    expect(countDynamicImports(out)).toBe(2)
    // A chunk that reads kit groups the page may lack waits for them, and is fetched beside them.
    const needs = (path: string) =>
      path === './OtpScreen-TA44QVKY.js' ? { groups: [3, 5], url: '/assets/OtpScreen-TA44QVKY.js' } : undefined
    expect(retryableImports(code, needs)).toBe(
      'a=()=>__idvS([3,5],"/assets/OtpScreen-TA44QVKY.js").then(()=>import("./OtpScreen-TA44QVKY.js"+(globalThis.__idvChunkQuery||""))),b=()=>import("./chunk-X.js"+(globalThis.__idvChunkQuery||""));import"./static.js"',
    )
    expect(countDynamicImports(retryableImports(code, needs))).toBe(2)
  })

  it('answers the document’s own family from the document, and any other from every family’s registry, loaded once', async () => {
    const module = { default: () => null }
    preloadScreen([SCREENS['bank-id-no'], SCREENS['bank-id-no-v2']], module)
    const everyFamily = vi.fn(entryOf)
    provideFamilies(everyFamily)
    const own = await loadEntry('bank_id_no_v2')
    expect(own.info).toBe(SCREENS['bank-id-no-v2'])
    expect(await own.load()).toBe(module)
    expect(everyFamily).not.toHaveBeenCalled()
    const other = await loadEntry('bank_id_se')
    expect(other.info?.family).toBe('bank-id-se')
    expect(other.extras).toBeTypeOf('function')
    expect(everyFamily).toHaveBeenCalledWith('bank_id_se')
  })
})
