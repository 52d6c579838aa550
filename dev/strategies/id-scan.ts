import { DOCUMENT_TYPES, documentParts } from '../../widget/screens/id-scan/documents.ts'
import type { MockStrategy } from '../sessions.ts'
import { finish, problem, waitOutside, type Answer, type StrategyMock, type UploadContext } from './strategy-mock.ts'

const DOCUMENT_PARTS = ['document_front', 'document_back']
const FACE_PARTS = ['selfie', 'face_left', 'face_right']
/** Why the check turns pictures down (dev/session-api/id-scan.md); `face` is about the selfie and facial scan. */
export const REJECTIONS = ['expired', 'glare', 'blur', 'wrong_type', 'curp_missing', 'unreadable', 'face']
/** The smallest picture anyone could read. */
const MIN_LONG_SIDE = 480
const MIN_SHORT_SIDE = 300

interface Scan {
  documentType?: string
  received: Set<string>
  rejection?: string
  /** The reject-once scenario has played. */
  rejectedOnce?: boolean
  kyc?: 'later'
  face?: unknown
}

const scanOf = (strategy: MockStrategy): Scan =>
  ((strategy.data.scan as Scan | undefined) ??= { received: new Set() }) as Scan
const selfieOnly = (strategy: MockStrategy) => strategy.type === 'selfie_registration'

/** The documents this session takes: the ones its token request named, else any of spec §3's. */
const acceptedOf = (strategy: MockStrategy): readonly string[] => strategy.acceptedDocuments ?? DOCUMENT_TYPES

/** The pictures a submission needs: the document's sides (one for a passport or a letter, as the widget takes them), the selfie, and the facial scan's unless it was left out. */
function needed(strategy: MockStrategy, withFace: boolean): string[] {
  const scan = scanOf(strategy)
  const document = selfieOnly(strategy) ? [] : documentParts(scan.documentType ?? '')
  return [...document, 'selfie', ...(withFace ? ['face_left', 'face_right'] : [])]
}

/** Width and height of a JPEG (its first frame header) or PNG (IHDR), or null when it is neither. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length > 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    return { width: view.getUint32(16), height: view.getUint32(20) }
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  for (let i = 2; i + 9 < bytes.length; ) {
    if (bytes[i] !== 0xff) return null
    const marker = bytes[i + 1]!
    // Padding and markers without a length.
    if (marker === 0xff) {
      i++
      continue
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2
      continue
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!
    // SOF0–SOF15, but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! }
    i += 2 + length
  }
  return null
}

/** The check turns the pictures down: the rejected ones must be taken again; the rest stay. */
function reject(strategy: MockStrategy, reason: string) {
  const scan = scanOf(strategy)
  scan.rejection = reason
  for (const part of reason === 'face' ? FACE_PARTS : DOCUMENT_PARTS) scan.received.delete(part)
  strategy.pending = null
}

/** The check's verdict once it has taken its time: the reject-once scenario's first, else verified. */
function verdict(strategy: MockStrategy) {
  const scan = scanOf(strategy)
  if (strategy.scenario.kind === 'reject-once' && !scan.rejectedOnce) {
    scan.rejectedOnce = true
    return reject(strategy, strategy.scenario.reason)
  }
  finish(strategy, 'success')
}

function receive({ strategy, name, bytes, contentType }: UploadContext): Answer {
  const scan = scanOf(strategy)
  if (strategy.pending?.kind !== 'capture') return problem(409, strategy.pending ? 'verifying' : 'not_started')
  if (![...DOCUMENT_PARTS, ...FACE_PARTS].includes(name) || (selfieOnly(strategy) && DOCUMENT_PARTS.includes(name)))
    return problem(404, 'unknown_part')
  if (contentType !== 'image/jpeg' && contentType !== 'image/png')
    return { status: 415, body: { error: 'unsupported_image_type' } }
  const size = imageSize(bytes)
  if (!size) return problem(422, 'unreadable_image')
  if (Math.max(size.width, size.height) < MIN_LONG_SIDE || Math.min(size.width, size.height) < MIN_SHORT_SIDE)
    return problem(422, 'image_too_small', size)
  // The mock keeps only that it arrived: nothing of the picture itself.
  scan.received.add(name)
  return { body: { part: name, ...size, bytes: bytes.length } }
}

/** id_scan and selfie_registration: pictures in, the check's verdict out (dev/session-api/id-scan.md). */
export const idScanMock: StrategyMock = {
  types: ['id_scan', 'selfie_registration'],
  demo: {
    label: 'ID scan with selfie and facial scan',
    markets: ['US', 'CA', 'MX', 'IE', 'ES', 'GB', 'DE'],
    reasons: [
      'technical-issue',
      'session-timeout',
      'network-issue',
      'invalid-address',
      'invalid-document',
      'user-not-trusted',
      'user-mismatch',
      'id-number-missing',
      'id-number-mismatch',
    ],
    hints: REJECTIONS,
    hintsLabel: 'Turn the pictures down',
    documents: DOCUMENT_TYPES,
    scenarios: REJECTIONS.map((reason) => `reject-once:${reason}`),
    outside: 'verification',
    answerDelaySeconds: 8,
    help: 'Scan with the laptop camera or upload photos. Once the pictures are handed in, the check verifies them after 8 s, unless you approve, reject, or turn the pictures down here first. reject-once:<reason> turns the first pictures down by itself. Failure scenarios play when the pictures are handed in. Add “KYC anytime” to be offered “Maybe later”. Pick accepted documents to have the session name them (none: the market’s, as the widget knows them); add a made-up one to see how a type the widget does not know is offered.',
  },
  scenarioOn: ['submit'],
  view: (strategy) => {
    const scan = scanOf(strategy)
    return {
      ...(strategy.acceptedDocuments && !selfieOnly(strategy)
        ? { accepted_documents: strategy.acceptedDocuments }
        : {}),
      ...(scan.documentType ? { document_type: scan.documentType } : {}),
      received: [...scan.received],
      ...(scan.rejection ? { rejection: scan.rejection } : {}),
      ...(scan.kyc ? { kyc: scan.kyc } : {}),
    }
  },
  tick: (strategy, now) => {
    if (
      strategy.pending?.kind === 'verification' &&
      now - strategy.pending.since >= ((strategy.data.verifyMs as number | undefined) ?? 8000)
    )
      verdict(strategy)
  },
  hint: (strategy, hint) => {
    if (strategy.pending?.kind !== 'verification') return problem(409, 'not_verifying')
    if (!REJECTIONS.includes(hint)) return problem(400, 'unknown_rejection', { rejections: REJECTIONS })
    reject(strategy, hint)
  },
  // The check gives up on the pictures without a reason of its own.
  cancelOutside: (strategy) => reject(strategy, 'unreadable'),
  actions: {
    start: ({ strategy, body, now }) => {
      const input = (body ?? {}) as { biometric_consent?: unknown; document_type?: unknown }
      if (input.biometric_consent !== true) return problem(422, 'consent_required')
      const scan = scanOf(strategy)
      if (!selfieOnly(strategy)) {
        if (typeof input.document_type !== 'string' || !acceptedOf(strategy).includes(input.document_type))
          return problem(422, 'invalid_document_type', { accepted_documents: acceptedOf(strategy) })
        // Another document: its pictures are all new.
        if (scan.documentType !== input.document_type) for (const part of DOCUMENT_PARTS) scan.received.delete(part)
        scan.documentType = input.document_type
      }
      if (strategy.pending?.kind === 'verification') return problem(409, 'verifying')
      scan.rejection = undefined
      strategy.data.verifyMs = strategy.answerDelayMs
      return waitOutside(strategy, 'capture', now)
    },
    submit: ({ strategy, body, now }) => {
      const scan = scanOf(strategy)
      if (strategy.pending?.kind !== 'capture') return problem(409, strategy.pending ? 'verifying' : 'not_started')
      const input = (body ?? {}) as { face_scan?: unknown }
      const missing = needed(strategy, input.face_scan !== null && input.face_scan !== undefined).filter(
        (part) => !scan.received.has(part),
      )
      if (missing.length) return problem(422, 'missing_images', { missing })
      scan.face = input.face_scan
      return waitOutside(strategy, 'verification', now)
    },
    later: ({ strategy }) => {
      if (selfieOnly(strategy)) return problem(404, 'unknown_action')
      scanOf(strategy).kyc = 'later'
      return finish(strategy, 'success')
    },
  },
  uploads: { images: receive },
}
