import { useEffect, useRef, useState } from 'react'
import { useSteps } from '../../ui/steps'
import type { Part } from './documents'
import type { IdScanController } from './id-scan-controller'
import type { Shot } from './take-shot'

/** What the shopper photographs, in order; `face` (the facial scan) gives two pictures. */
export type Stage = 'document_front' | 'document_back' | 'selfie' | 'face'

export const stageOf = (part: Part): Stage => (part === 'face_left' || part === 'face_right' ? 'face' : part)

/**
 * Where the capture stands in its pictures: the stages still to take (what
 * the session already holds is not taken again; an upload has no facial
 * scan), the one on screen, whether its shot is being reviewed, and the
 * shots taken, kept in memory until the capture goes. Back goes to the
 * previous picture (to its review when it was taken), then out of the capture.
 */
export function useCaptureSequence(scan: IdScanController, upload: boolean) {
  const steps = useSteps()!
  const [index, setIndex] = useState(0)
  const [reviewing, setReviewing] = useState(false)
  const shots = useRef(new Map<Stage, Shot>())

  // The photos in memory go when the capture does (sent ones are the session's now).
  useEffect(() => () => shots.current.clear(), [])

  const received = scan.received.value
  const parts = scan.parts(!upload)
  const stages = [...new Set(parts.filter((part) => !received.includes(part)).map(stageOf))]
  const stage: Stage | undefined = stages[index]

  return {
    parts,
    stages,
    stage,
    index,
    reviewing,
    setReviewing,
    /** The shot taken for the stage on screen, if any. */
    shot: stage ? shots.current.get(stage) : undefined,
    /** On to the next picture. */
    next() {
      setReviewing(false)
      setIndex(index + 1)
    },
    back() {
      if (reviewing) return setReviewing(false)
      if (index === 0) return void steps.back()
      const previous = stages[index - 1]!
      setIndex(index - 1)
      setReviewing(shots.current.has(previous))
    },
    /** A shot of the stage on screen: to its review. */
    took(taken: Shot) {
      if (!stage) return
      shots.current.set(stage, taken)
      setReviewing(true)
    },
    /** A picture the session turned down (from the sending step): taken again, from its stage. */
    retake(part: Part) {
      scan.uploads.forget(part)
      shots.current.delete(stageOf(part))
      setReviewing(false)
      setIndex(Math.max(0, stages.indexOf(stageOf(part))))
    },
  }
}
