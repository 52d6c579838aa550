import { useState } from 'react'
import { useText } from '../../i18n/text'
import type { CameraProblem } from './camera'
import { CameraStep, type StepChrome } from './CameraStep'
import { firstPictureOf } from './documents'
import type { FaceScanResult, IdScanController } from './id-scan-controller'
import { FaceScanStep } from './FaceScanStep'
import { ReviewStep } from './ReviewStep'
import { SendingStep } from './SendingStep'
import { UploadStep } from './UploadStep'
import { useCaptureSequence } from './use-capture-sequence'

const PERMANENT: readonly CameraProblem[] = ['frame', 'none', 'insecure', 'unsupported']

/**
 * Spec §2.3 capture (`/id_scan/page`): the document's front (and back
 * where it has one) with the rear camera, a selfie and a short facial scan
 * with the front camera, then the photos' sending and the submission. Each
 * photo is reviewed before it is sent, and sent while the next is taken.
 * Without a camera (any of its problems, or by choice) photos are uploaded
 * instead, with the same checks; the facial scan needs the camera and is
 * left out then. Back goes to the previous photo, then out of the capture.
 */
export function CapturePage({
  scan,
  changeMethod,
}: {
  scan: IdScanController
  changeMethod: () => Promise<'done' | 'offline'>
}) {
  const text = useText()
  const t = text.idScan
  const [upload, setUpload] = useState(false)
  // The camera cannot come back from inside the frame (the page forbids it, none, insecure, unsupported).
  const [cameraGone, setCameraGone] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [face, setFace] = useState<FaceScanResult | null>(null)
  const sequence = useCaptureSequence(scan, upload)
  const { stage, index, stages, reviewing, setReviewing, next, back, took } = sequence

  // The flow ended (the shopper closed the dialog…): the last screen stays, its camera does not.
  const settled = scan.settled.value
  const switchToUpload = (problem?: CameraProblem) => {
    setUpload(true)
    setCameraGone(!!problem && PERMANENT.includes(problem))
    setReviewing(false)
  }
  const chrome = (title: string, instruction = ''): StepChrome => ({
    title,
    instruction,
    subtitle: stage ? t.capture.step({ current: index + 1, total: stages.length }) : '',
    onBack: back,
    changeMethod,
  })

  if (!stage)
    return (
      <SendingStep
        chrome={chrome(t.sending.title())}
        scan={scan}
        parts={sequence.parts}
        face={upload ? null : face}
        onRetake={sequence.retake}
      />
    )

  if (stage === 'face')
    return (
      <FaceScanStep
        key={attempt}
        chrome={chrome(t.faceScan.title())}
        attempt={attempt}
        on={!settled}
        onFrame={(turn, photo) => scan.uploads.put(turn === 'left' ? 'face_left' : 'face_right', photo)}
        onDone={(result) => {
          setFace(result)
          next()
        }}
        onUpload={switchToUpload}
        onRetry={() => setAttempt(attempt + 1)}
      />
    )

  const subject = stage === 'selfie' ? 'face' : 'document'
  const first = firstPictureOf(scan.documentType.value)
  const copy = stage === 'selfie' ? t.capture.selfie : stage === 'document_back' ? t.capture.back : t.capture[first]
  const shot = sequence.shot
  if (reviewing && shot)
    return (
      <ReviewStep
        chrome={chrome(t.review.title())}
        shot={shot}
        subject={subject}
        retakeLabel={upload ? t.review.chooseAnother() : undefined}
        onRetake={() => setReviewing(false)}
        onUse={() => {
          scan.uploads.put(stage, shot.photo)
          next()
        }}
      />
    )
  if (upload)
    return (
      <UploadStep
        chrome={chrome(copy.title(), copy.instruction())}
        subject={subject}
        capture={subject === 'face' ? 'user' : 'environment'}
        note={stage === 'selfie' ? t.upload.noFaceScan() : undefined}
        onShot={took}
        onCamera={cameraGone ? undefined : () => setUpload(false)}
      />
    )
  return (
    <CameraStep
      key={`${stage}-${attempt}`}
      chrome={chrome(copy.title(), copy.instruction())}
      subject={subject}
      shape={subject === 'face' ? 'oval' : first !== 'front' ? 'page' : 'card'}
      attempt={attempt}
      on={!settled}
      onShot={took}
      onUpload={switchToUpload}
      onRetry={() => setAttempt(attempt + 1)}
    />
  )
}

/** The lazy part ScanRoutes loads (kit/lazy-part.tsx). */
export default CapturePage
