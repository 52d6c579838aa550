import { useRef } from 'react'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import type { CameraProblem } from './camera'
import { CameraProblemView } from './CameraProblemView'
import type { StepChrome } from './CameraStep'
import { CameraView } from './CameraView'
import type { FaceScanResult } from './id-scan-controller'
import type { Turn } from './rules/face-motion'
import { useCamera } from './use-camera'
import { useFaceScan } from './use-face-scan'

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
  const { phase, further, issue } = useFaceScan(video, camera.kind === 'live', onFrame, onDone)

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
