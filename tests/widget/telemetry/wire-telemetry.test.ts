import { afterEach, describe, expect, it, vi } from 'vitest'
import { wireTelemetry } from '../../../widget/telemetry/wire-telemetry'

/** Spec §7: after a switch of method, beacons and error tags name the strategy the shopper is in now. */
describe('telemetry after a switch of method', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('names the strategy the shopper is in, not the first, in every beacon and error tag', async () => {
    const beacons: string[] = []
    vi.spyOn(navigator, 'sendBeacon').mockImplementation((_url, body) => {
      void (body as Blob).text().then((text) => beacons.push(text))
      return true
    })
    const batches: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        batches.push(String(init.body))
        return new Response(null, { status: 200 })
      }),
    )
    let current = 'bureau_check'
    const telemetry = wireTelemetry(
      window,
      '1.0.0',
      {
        sessionId: 's1',
        biUrl: 'https://edge.example/bi',
        strategy: 'bureau_check',
        currentStrategy: () => current,
        locale: 'en_mx',
        experiments: [],
      },
      { record: () => {} },
    )
    telemetry.publish('component_mounted')
    current = 'id_scan'
    telemetry.publish('id_scan_started')
    telemetry.report(new Error('camera'))
    window.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(() => expect(beacons).toHaveLength(2))
    expect(beacons.map((b) => JSON.parse(b).strategy)).toEqual(['bureau_check', 'id_scan'])
    await vi.waitFor(() => expect(batches.join()).toContain('camera'))
    expect(batches.join()).toContain('"strategy":"id_scan"')
    expect(batches.join()).not.toContain('bureau_check')
  })
})
