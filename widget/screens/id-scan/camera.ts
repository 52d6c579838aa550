/**
 * Getting the camera inside a frame on someone else's checkout, where most
 * things can go wrong (docs/architecture.md "Facts from the field"). Every way it fails gets its
 * own name, so the shopper is told what to do about it; every one of them
 * leaves the upload of a photo open.
 */

/**
 * - `denied`: the shopper (or the browser's settings) said no.
 * - `frame`: the page embedding the widget does not let its frame use the
 *   camera (no `allow="camera"` on the iframe, or its Permissions-Policy).
 * - `none`: no camera on this device.
 * - `busy`: a camera exists but will not start (another app holds it).
 * - `insecure`: not a secure context (http), where browsers hide cameras.
 * - `unsupported`: no getUserMedia at all (old browsers, some in-app webviews).
 * - `failed`: anything else.
 */
export type CameraProblem = 'denied' | 'frame' | 'none' | 'busy' | 'insecure' | 'unsupported' | 'failed'

/** Spec §8's analytics failure events: the camera was refused, or it would not start. */
export const problemEvent = (problem: CameraProblem): 'permissions-unavailable' | 'could-not-start' =>
  problem === 'none' || problem === 'busy' || problem === 'failed' ? 'could-not-start' : 'permissions-unavailable'

/** The document's permissions policy: `permissionsPolicy` (the standard's name) or Chromium's `featurePolicy`. */
interface PolicyView {
  allowsFeature(feature: string): boolean
}

export interface CameraEnvironment {
  secure: boolean
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>
  /** Absent where the browser cannot tell (Firefox, Safari): the error's type decides then. */
  policy?: PolicyView
  /** Where a message for the merchant's developer goes. */
  warn(message: string): void
}

export function browserCameraEnvironment(): CameraEnvironment {
  const doc = document as Document & { permissionsPolicy?: PolicyView; featurePolicy?: PolicyView }
  const devices = navigator.mediaDevices
  return {
    secure: globalThis.isSecureContext !== false,
    getUserMedia: devices?.getUserMedia ? (constraints) => devices.getUserMedia(constraints) : undefined,
    policy: doc.permissionsPolicy ?? doc.featurePolicy,
    warn: (message) => console.warn(message),
  }
}

export const FRAME_WARNING =
  '[identity widget] The camera is blocked for this frame: the page that embeds the widget must allow it, with allow="camera" on its <iframe> ' +
  '(and a Permissions-Policy that does not forbid camera for the widget’s origin). The shopper is offered to upload photos instead.'

/** What the environment tells before asking: a problem nothing can change from inside the frame, or null. */
export function problemUpFront(env: CameraEnvironment): CameraProblem | null {
  if (!env.secure) return 'insecure'
  if (!env.getUserMedia) return 'unsupported'
  return policyForbids(env) ? 'frame' : null
}

const policyForbids = (env: CameraEnvironment): boolean => {
  try {
    return env.policy?.allowsFeature('camera') === false
  } catch {
    return false
  }
}

/** The problem a getUserMedia rejection stands for (the names of the Media Capture spec, and Chromium's older ones). */
export function problemOfError(error: unknown, env: CameraEnvironment): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      // Without the frame's permission Chromium answers as if the shopper had said no.
      return policyForbids(env) ? 'frame' : 'denied'
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'none'
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy'
    default:
      return 'failed'
  }
}

/** Rear camera for documents, front camera for the face; resolutions asked for, never demanded. */
export type Facing = 'environment' | 'user'

export const constraintsFor = (facing: Facing): MediaStreamConstraints => ({
  audio: false,
  video:
    facing === 'environment'
      ? { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } }
      : { facingMode: { ideal: 'user' }, width: { ideal: 1280 }, height: { ideal: 720 } },
})

export type CameraResult = { stream: MediaStream } | { problem: CameraProblem }

/**
 * Asks for the camera. A frame the page does not allow is said in the
 * console too, for the merchant's developer: it is their page to fix.
 */
export async function openCamera(facing: Facing, env: CameraEnvironment): Promise<CameraResult> {
  const early = problemUpFront(env)
  if (!early) {
    try {
      return { stream: await env.getUserMedia!(constraintsFor(facing)) }
    } catch (error) {
      const problem = problemOfError(error, env)
      if (problem === 'frame') env.warn(FRAME_WARNING)
      return { problem }
    }
  }
  if (early === 'frame') env.warn(FRAME_WARNING)
  return { problem: early }
}

/** Turns the camera off (its light too): every track ended, nothing left holding it. */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop()
}
