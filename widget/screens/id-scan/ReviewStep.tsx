import { useEffect, useRef } from 'react'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import type { StepChrome } from './CameraStep'
import type { Subject } from './rules/image-checks'
import type { Shot } from './take-shot'

/**
 * The photo before it is sent: the checks' verdict on the photo itself, a
 * retake, or using it. With an issue, retaking comes first; using it anyway
 * stays possible (the session has the last word, and a check can be wrong).
 */
export function ReviewStep({
  chrome,
  shot,
  subject,
  onUse,
  onRetake,
  retakeLabel,
}: {
  chrome: Omit<StepChrome, 'instruction'>
  shot: Shot
  subject: Subject
  onUse: () => void
  onRetake: () => void
  retakeLabel?: string
}) {
  const text = useText()
  const t = text.idScan.review
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const target = canvas.current
    if (!target) return
    target.width = shot.still.width
    target.height = shot.still.height
    target.getContext('2d')?.drawImage(shot.still, 0, 0)
  }, [shot])
  const issue = shot.issues[0]
  // The recommended answer in the footer, the other under the verdict (the body always holds a control to Tab to).
  const acceptButton = (variant: 'primary' | 'link') => (
    <Button variant={variant} onClick={onUse}>
      {/* biome-ignore lint/correctness/useHookAtTopLevel: `use…` are text keys, not hooks */}
      {issue ? t.useAnyway() : t.use()}
    </Button>
  )
  const retakeButton = (variant: 'primary' | 'link') => (
    <Button variant={variant} onClick={onRetake}>
      {retakeLabel ?? t.retake()}
    </Button>
  )
  return (
    <Dialog
      title={chrome.title}
      subtitle={chrome.subtitle}
      onBack={chrome.onBack}
      footer={issue ? retakeButton('primary') : acceptButton('primary')}
    >
      <canvas
        ref={canvas}
        className={subject === 'face' ? 'still still--face' : 'still'}
        role="img"
        aria-label={t.label()}
      />
      {issue ? (
        <Notice tone="error">{t.issues[subject === 'face' && issue === 'glare' ? 'faceGlare' : issue]()}</Notice>
      ) : (
        <p>{subject === 'face' ? t.goodFace() : t.good()}</p>
      )}
      {issue ? acceptButton('link') : retakeButton('link')}
    </Dialog>
  )
}
