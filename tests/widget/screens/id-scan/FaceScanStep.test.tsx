import { act, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Pixels } from '../../../../widget/screens/id-scan/rules/image-checks'
import { renderWithText } from '../../render'
import { darken, face } from './sample-images'

/** The camera is live; the test hands the step its frames (every 250 ms, as the step samples them). */
let frame: (pixels: Pixels) => void = () => {}
vi.mock('../../../../widget/screens/id-scan/use-camera', () => ({
  useCamera: () => ({ kind: 'live', stream: {} }),
  useFrames: (_video: unknown, active: boolean, onFrame: (pixels: Pixels) => void) => {
    frame = active ? onFrame : () => {}
  },
}))
vi.mock('../../../../widget/screens/id-scan/CameraView', () => ({ CameraView: () => <div /> }))

const { FaceScanStep } = await import('../../../../widget/screens/id-scan/FaceScanStep')

describe('facial scan guidance (WCAG 4.1.3)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('in borderline light holds each prompt at least 1.2 s instead of flipping with every frame', async () => {
    const chrome = {
      title: 'Facial scan',
      subtitle: '',
      instruction: '',
      onBack: () => {},
      changeMethod: async () => 'done' as const,
    }
    renderWithText(
      <FaceScanStep
        chrome={chrome}
        attempt={0}
        on
        onFrame={() => {}}
        onDone={() => {}}
        onUpload={() => {}}
        onRetry={() => {}}
      />,
    )
    const status = () => screen.getAllByRole('status')[0]!.textContent
    const lit = face()
    const dim = darken(face(), 0.15)
    const said: Array<{ at: number; text: string | null }> = [{ at: 0, text: status() }]
    // 8 s of frames alternating between just light enough and too dark (the step's give-up is 10 s).
    for (let i = 0; i < 32; i++) {
      act(() => frame(i % 2 ? dim : lit))
      const text = status()
      if (text !== said.at(-1)!.text) said.push({ at: i * 250, text })
      await act(async () => void (await vi.advanceTimersByTimeAsync(250)))
    }
    expect(said.map((s) => s.text)).toContain('It’s too dark. Face a window or a lamp.')
    expect(said.length).toBeGreaterThan(2)
    for (let i = 2; i < said.length; i++) expect(said[i]!.at - said[i - 1]!.at).toBeGreaterThanOrEqual(1200)
  })
})
