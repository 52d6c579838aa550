import { useEffect, type RefObject } from 'react'

/** The frame drawn over the video: an ID card, a passport's photo page, or the face's oval. */
export type FrameShape = 'card' | 'page' | 'oval'

interface CameraViewProps {
  stream: MediaStream
  video: RefObject<HTMLVideoElement | null>
  /** The first frame is showing: a photo can be taken. */
  onReady?: () => void
  shape: FrameShape
  /** The front camera is shown as a mirror, as people expect of a selfie. */
  mirrored: boolean
  label: string
}

/**
 * The live camera with the frame to fit the document or face into. Inline,
 * muted and without controls, as iOS needs to play it in the page (a
 * black camera otherwise). Screen readers hear the label and the guidance
 * beside it, not the video.
 */
export function CameraView({ stream, video, shape, mirrored, label, onReady }: CameraViewProps) {
  useEffect(() => {
    const element = video.current
    if (!element) return
    element.srcObject = stream
    void element.play().catch(() => {
      // Autoplay of a muted inline video is allowed everywhere we run; a refusal leaves the still frame.
    })
    return () => {
      element.srcObject = null
    }
  }, [stream, video])
  return (
    <div className={`camera camera--${shape}`} role="img" aria-label={label}>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a video without controls takes no focus; the frame around it is the image */}
      <video
        ref={video}
        className={mirrored ? 'camera__video camera__video--mirrored' : 'camera__video'}
        autoPlay
        muted
        playsInline
        aria-hidden="true"
        onLoadedData={onReady}
      />
      <div className="camera__frame" aria-hidden="true" />
    </div>
  )
}
