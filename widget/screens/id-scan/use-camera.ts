import { useEffect, useRef, useState } from 'react'
import { useShell } from '../../ui/shell-context'
import {
  browserCameraEnvironment,
  openCamera,
  problemEvent,
  stopStream,
  type CameraEnvironment,
  type CameraProblem,
  type Facing,
} from './camera'
import { createFrameReader } from './compress-image'
import type { Pixels } from './rules/image-checks'
import { scanEvent } from './scan-event'

export type CameraState =
  | { kind: 'starting' }
  | { kind: 'live'; stream: MediaStream }
  | { kind: 'problem'; problem: CameraProblem }

/**
 * The camera while the component is mounted: asked for on mount, and
 * stopped (every track ended, the light off) the moment the component goes
 * away: after a photo is taken, when the shopper leaves the step, when the
 * widget closes, or the flow ends (`on` false: the frame may stay on the
 * page after it). `attempt` asks again (after the shopper fixed a setting).
 * A problem is an analytics failure event (spec §8: permissions-unavailable
 * or could-not-start), named for the strategy, with the problem's kind only.
 */
export function useCamera(
  facing: Facing,
  attempt: number,
  on = true,
  env: () => CameraEnvironment = browserCameraEnvironment,
): CameraState {
  const [state, setState] = useState<CameraState>({ kind: 'starting' })
  const { publish, strategyType } = useShell()
  useEffect(() => {
    if (state.kind === 'problem')
      publish(scanEvent(strategyType, problemEvent(state.problem)), { problem: state.problem })
  }, [state])
  useEffect(() => {
    let gone = false
    let stream: MediaStream | undefined
    setState({ kind: 'starting' })
    if (!on) return
    void openCamera(facing, env()).then((result) => {
      if ('problem' in result) return void (gone || setState({ kind: 'problem', problem: result.problem }))
      stream = result.stream
      // Unmounted while the browser asked: the camera is not kept a moment longer.
      if (gone) return stopStream(stream)
      setState({ kind: 'live', stream })
    })
    return () => {
      gone = true
      stopStream(stream)
    }
  }, [facing, attempt, on])
  return state
}

/** How often live guidance looks at the video: a few times a second keeps slow phones smooth. */
export const SAMPLE_MS = 300

/**
 * Hands `onFrame` a small copy of the video's current picture a few times
 * a second while `active`, and not while the tab is hidden.
 */
export function useFrames(
  video: { current: HTMLVideoElement | null },
  active: boolean,
  onFrame: (pixels: Pixels) => void,
  { intervalMs = SAMPLE_MS, size }: { intervalMs?: number; size?: number } = {},
) {
  const latest = useRef(onFrame)
  latest.current = onFrame
  useEffect(() => {
    if (!active) return
    const read = createFrameReader(size)
    const timer = setInterval(() => {
      const element = video.current
      // HAVE_CURRENT_DATA: a picture to read.
      if (!element || element.readyState < 2 || document.visibilityState === 'hidden') return
      const pixels = read(element)
      if (pixels) latest.current(pixels)
    }, intervalMs)
    return () => clearInterval(timer)
  }, [active, intervalMs, size])
}
