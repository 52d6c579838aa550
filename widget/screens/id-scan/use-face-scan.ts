import { type RefObject, useRef, useState } from 'react'
import type { FaceScanResult } from './id-scan-controller'
import { columnProfile, FACE_AREA, profileShift, turned, type Turn } from './rules/face-motion'
import { assess, toGray } from './rules/image-checks'
import { takeShot } from './take-shot'
import { useFrames } from './use-camera'
import { useSteadyGuidance } from './use-steady-guidance'

/** Face frames are sent smaller than documents: no print to read. */
const FACE_SIDE = 800
/** After this long without the turn asked for, "a little further"; after the next, the frame is taken as it is (the session judges). */
const FURTHER_MS = 4000
const GIVE_UP_MS = 10_000
/** Good, still pictures in a row before the straight-ahead reference is taken. */
const STEADY_FRAMES = 2
/** Still: the features moved less than this between two pictures. */
const STILL = 0.01

export type FacePhase = 'straight' | Turn | 'done'

/**
 * The facial scan's measuring, on the live video: the straight-ahead
 * reference once the picture is good and still (or after a while, whatever
 * it is), then each turn measured against it (./rules/face-motion), its
 * frame taken (`onFrame`) the moment it is seen or given up on, and the
 * result handed over (`onDone`) after the second. Returns the phase, whether
 * to ask for "a little further", and the picture's issue while looking straight.
 */
export function useFaceScan(
  video: RefObject<HTMLVideoElement | null>,
  live: boolean,
  onFrame: (turn: Turn, photo: Blob) => void,
  onDone: (result: FaceScanResult) => void,
) {
  const [phase, setPhase] = useState<FacePhase>('straight')
  const [further, setFurther] = useState(false)
  // Said as it is measured, held like the document photo's guidance (borderline light flips every frame).
  const [issue, offerIssue] = useSteadyGuidance<'dark' | 'blur' | null>(null)
  const reference = useRef<Float32Array | null>(null)
  const previous = useRef<Float32Array | null>(null)
  const steady = useRef(0)
  const since = useRef(0)
  const busy = useRef(false)
  const result = useRef<FaceScanResult>({ left: { seen: false, shift: 0 }, right: { seen: false, shift: 0 } })

  useFrames(
    video,
    live && phase !== 'done',
    (pixels) => {
      if (busy.current || phase === 'done') return
      const gray = toGray(pixels)
      const profile = columnProfile(gray, pixels.width, pixels.height, FACE_AREA)
      if (phase === 'straight') {
        const first = assess(pixels, 'face')[0]
        offerIssue(first === 'dark' || first === 'blur' ? first : null)
        const still = previous.current !== null && Math.abs(profileShift(previous.current, profile)) < STILL
        previous.current = profile
        steady.current = first || !still ? 0 : steady.current + 1
        since.current ||= Date.now()
        // A picture the checks never like (a dim room, a smooth face) must not hold the shopper here for good.
        if (steady.current < STEADY_FRAMES && Date.now() - since.current < GIVE_UP_MS) return
        reference.current = profile
        since.current = Date.now()
        return setPhase('left')
      }
      const shift = profileShift(reference.current!, profile)
      const waited = Date.now() - since.current
      const seen = turned(shift, phase)
      if (!seen && waited < GIVE_UP_MS) return setFurther(waited > FURTHER_MS)
      busy.current = true
      result.current[phase] = { seen, shift: Math.round(shift * 1000) / 1000 }
      void takeShot(video.current!, 'face', { maxSide: FACE_SIDE }).then(
        (shot) => {
          onFrame(phase, shot.photo)
          busy.current = false
          setFurther(false)
          since.current = Date.now()
          if (phase === 'left') return setPhase('right')
          setPhase('done')
          onDone(result.current)
        },
        () => (busy.current = false),
      )
    },
    { intervalMs: 250, size: 240 },
  )

  return { phase, further, issue }
}
