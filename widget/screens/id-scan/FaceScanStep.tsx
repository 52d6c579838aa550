import { useRef, useState } from 'react'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import type { CameraProblem } from './camera'
import { CameraProblemView } from './CameraProblemView'
import type { StepChrome } from './CameraStep'
import { CameraView } from './CameraView'
import { columnProfile, FACE_AREA, profileShift, turned, type Turn } from './rules/face-motion'
import type { FaceScanResult } from './id-scan-controller'
import { assess, toGray } from './rules/image-checks'
import { takeShot } from './take-shot'
import { useCamera, useFrames } from './use-camera'
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

type Phase = 'straight' | Turn | 'done'

/**
 * Spec §2.3 facial scan: a few frames with a movement prompt, the front
 * camera, no SDK. The shopper looks straight ahead (the reference), then
 * turns to the left and to the right; each turn is measured on the video
 * (./rules/face-motion) and its frame taken the moment it is seen. The camera
 * stops when the scan ends.
 */
export function FaceScanStep({
  chrome,
  attempt,
  on,
  onFrame,
  onDone,
  onUpload,
  onRetry,
}: {
  chrome: StepChrome
  attempt: number
  on: boolean
  onFrame: (turn: Turn, photo: Blob) => void
  onDone: (result: FaceScanResult) => void
  onUpload: (problem?: CameraProblem) => void
  onRetry: () => void
}) {
  const text = useText()
  const t = text.idScan.faceScan
  const camera = useCamera('user', attempt, on)
  const video = useRef<HTMLVideoElement>(null)
  const [phase, setPhase] = useState<Phase>('straight')
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
    camera.kind === 'live' && phase !== 'done',
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

  if (camera.kind === 'problem')
    return (
      <CameraProblemView
        problem={camera.problem}
        onUpload={() => onUpload(camera.problem)}
        onRetry={onRetry}
        changeMethod={chrome.changeMethod}
      />
    )
  const prompt =
    phase === 'straight'
      ? issue
        ? text.idScan.capture.guidance[issue === 'dark' ? 'faceDark' : 'faceBlur']()
        : t.straight()
      : phase === 'done'
        ? t.done()
        : further
          ? `${t[phase]()} ${t.further()}`
          : t[phase]()
  const part = phase === 'right' || phase === 'done' ? 2 : 1
  return (
    <Dialog title={chrome.title} subtitle={chrome.subtitle} onBack={chrome.onBack} busy={camera.kind === 'starting'}>
      <p>{t.lead()}</p>
      {camera.kind === 'live' ? (
        <>
          <p className={`guidance face-prompt face-prompt--${phase}`} role="status">
            {phase === 'left' || phase === 'right' ? <span className="face-prompt__arrow" aria-hidden="true" /> : null}
            <span>{prompt}</span>
          </p>
          <CameraView
            stream={camera.stream}
            video={video}
            shape="oval"
            mirrored
            label={text.idScan.capture.cameraLabel()}
          />
          <p className="hint" aria-hidden="true">
            {t.progress({ current: part, total: 2 })}
          </p>
        </>
      ) : (
        <p className="camera camera--starting" role="status">
          <span className="spinner" aria-hidden="true" /> {text.idScan.capture.starting()}
        </p>
      )}
      <Button variant="link" onClick={() => onUpload()}>
        {text.idScan.capture.uploadInstead()}
      </Button>
    </Dialog>
  )
}
