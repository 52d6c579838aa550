import { useRef, useState } from 'react'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import type { Facing } from './camera'
import type { StepChrome } from './CameraStep'
import type { Subject } from './rules/image-checks'
import { takeShot, tooSmall, type Shot } from './take-shot'
import { NoticeRegion } from '../../ui/NoticeRegion'

/** Larger files are not photos of an ID a phone would take; decoding them could stall a slow phone. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024

type UploadError = 'notImage' | 'tooLarge' | 'tooSmall'

/** Reads a chosen file into the same shot a camera photo makes, or says why it cannot. */
export async function shotFromFile(
  file: Blob,
  subject: Subject,
  decode: (file: Blob) => Promise<ImageBitmap> = (f) => createImageBitmap(f),
): Promise<Shot | UploadError> {
  if (file.size > MAX_FILE_BYTES) return 'tooLarge'
  if (file.type && !file.type.startsWith('image/')) return 'notImage'
  let bitmap: ImageBitmap
  try {
    // The photo turned upright as its EXIF says (the browsers' default), then drawn without its metadata.
    bitmap = await decode(file)
  } catch {
    return 'notImage'
  }
  try {
    return tooSmall(bitmap) ? 'tooSmall' : await takeShot(bitmap, subject)
  } finally {
    bitmap.close()
  }
}

/** Touch devices can open their camera app from a file input, even where the frame may not use the camera. */
const touch = () => globalThis.matchMedia?.('(pointer: coarse)').matches ?? false

/**
 * The upload fallback, offered for every camera problem and whenever the
 * shopper prefers it: a photo file (or, on a phone, the camera app through
 * `capture`), run through the same checks and the same review.
 */
export function UploadStep({
  chrome,
  subject,
  capture,
  note,
  onShot,
  onCamera,
}: {
  chrome: StepChrome
  subject: Subject
  capture: Facing
  note?: string
  onShot: (shot: Shot) => void
  onCamera?: () => void
}) {
  const text = useText()
  const t = text.idScan.upload
  const choose = useRef<HTMLInputElement>(null)
  const take = useRef<HTMLInputElement>(null)
  const [reading, setReading] = useState(false)
  const [error, setError] = useState<UploadError | null>(null)
  const phone = touch()

  const picked = async (input: HTMLInputElement) => {
    const file = input.files?.[0]
    // The same file may be chosen again after an error.
    input.value = ''
    if (!file || reading) return
    setReading(true)
    setError(null)
    const result = await shotFromFile(file, subject)
    setReading(false)
    if (typeof result === 'string') setError(result)
    else onShot(result)
  }
  // Hidden: the buttons open them (every current browser opens a hidden file input's chooser from a tap).
  const input = (ref: typeof choose, withCapture: boolean, label: string) => (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      capture={withCapture ? capture : undefined}
      hidden
      aria-label={label}
      onChange={(event) => void picked(event.currentTarget)}
    />
  )
  return (
    <Dialog
      title={chrome.title}
      subtitle={chrome.subtitle}
      onBack={chrome.onBack}
      busy={reading}
      footer={
        <>
          {phone ? (
            <Button busy={reading} onClick={() => take.current?.click()}>
              {t.take()}
            </Button>
          ) : null}
          <Button variant={phone ? 'secondary' : 'primary'} busy={reading} onClick={() => choose.current?.click()}>
            {t.choose()}
          </Button>
        </>
      }
    >
      <p>
        {chrome.instruction} {t.lead()}
      </p>
      {note ? <p className="hint">{note}</p> : null}
      {input(choose, false, t.choose())}
      {phone ? input(take, true, t.take()) : null}
      <NoticeRegion>
        {reading ? (
          <Notice tone="info">{t.reading()}</Notice>
        ) : error ? (
          <Notice tone="error">{t[error]()}</Notice>
        ) : null}
      </NoticeRegion>
      {onCamera ? (
        <Button variant="link" onClick={onCamera}>
          {/* biome-ignore lint/correctness/useHookAtTopLevel: `useCamera` is a text key, not a hook */}
          {text.idScan.capture.useCamera()}
        </Button>
      ) : null}
    </Dialog>
  )
}
