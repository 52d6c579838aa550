import { useRef, useState } from 'react'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import type { CameraProblem } from './camera'
import { CameraProblemView } from './CameraProblemView'
import { CameraView, type FrameShape } from './CameraView'
import { assess, type Issue, type Subject } from './rules/image-checks'
import { takeShot, type Shot } from './take-shot'
import { useCamera, useFrames } from './use-camera'
import { useSteadyGuidance } from './use-steady-guidance'

export interface StepChrome {
  title: string
  subtitle: string
  instruction: string
  onBack: () => void
  changeMethod: () => Promise<'done' | 'offline'>
}

/**
 * A photo with the camera: the document with the rear camera, the selfie
 * with the front one, with live guidance measured on the video a few times
 * a second (too dark, blurred, glare, not filling the frame). Taking the
 * photo ends this step, and with it the camera.
 */
export function CameraStep({
  chrome,
  subject,
  shape,
  attempt,
  on,
  onShot,
  onUpload,
  onRetry,
}: {
  chrome: StepChrome
  subject: Subject
  shape: FrameShape
  attempt: number
  on: boolean
  onShot: (shot: Shot) => void
  onUpload: (problem?: CameraProblem) => void
  onRetry: () => void
}) {
  const text = useText()
  const t = text.idScan.capture
  const face = subject === 'face'
  const camera = useCamera(face ? 'user' : 'environment', attempt, on)
  const video = useRef<HTMLVideoElement>(null)
  const [guidance, offerGuidance] = useSteadyGuidance<Issue | 'good' | null>(null)
  const [taking, setTaking] = useState(false)
  // Until the video shows its first frame there is nothing to take (a fast tap would send a 1 × 1 picture).
  const [ready, setReady] = useState(false)

  useFrames(video, camera.kind === 'live' && !taking, (pixels) => offerGuidance(assess(pixels, subject)[0] ?? 'good'))

  if (camera.kind === 'problem')
    return (
      <CameraProblemView
        problem={camera.problem}
        onUpload={() => onUpload(camera.problem)}
        onRetry={onRetry}
        changeMethod={chrome.changeMethod}
      />
    )

  const take = async () => {
    if (!video.current || taking || !ready) return
    setTaking(true)
    try {
      onShot(await takeShot(video.current, subject))
    } catch {
      // The frame could not be read (the camera stopped under us): stay, the shopper takes it again.
      setTaking(false)
    }
  }
  const message =
    guidance === null
      ? face
        ? t.selfie.instruction()
        : t.guidance.waiting()
      : face
        ? t.guidance[
            guidance === 'good'
              ? 'faceGood'
              : guidance === 'dark'
                ? 'faceDark'
                : guidance === 'glare'
                  ? 'faceGlare'
                  : 'faceBlur'
          ]()
        : t.guidance[guidance]()
  return (
    <Dialog
      title={chrome.title}
      subtitle={chrome.subtitle}
      onBack={chrome.onBack}
      busy={camera.kind === 'starting' || taking}
      footer={
        <Button busy={taking} disabled={camera.kind !== 'live' || !ready} onClick={() => void take()}>
          {face ? t.takeSelfie() : t.take()}
        </Button>
      }
    >
      <p>{chrome.instruction}</p>
      {camera.kind === 'live' ? (
        <>
          {/* Above the camera: on a short screen the video may run below the fold, the guidance must not. */}
          <p className={guidance && guidance !== 'good' ? 'guidance guidance--issue' : 'guidance'} role="status">
            {message}
          </p>
          <CameraView
            stream={camera.stream}
            video={video}
            shape={shape}
            mirrored={face}
            label={t.cameraLabel()}
            onReady={() => setReady(true)}
          />
        </>
      ) : (
        <p className="camera camera--starting" role="status">
          <span className="spinner" aria-hidden="true" /> {t.starting()}
        </p>
      )}
      {/* In the body, so a body that scrolls (a short screen, 200 % zoom) always holds something to reach with Tab. */}
      <Button variant="link" onClick={() => onUpload()}>
        {t.uploadInstead()}
      </Button>
    </Dialog>
  )
}
