/**
 * The wire protocol between the widget (in the iframe) and the host SDK (on
 * the merchant page). The widget imports it too, so both sides agree by
 * construction. Kept free of dependencies: it ships inside the host SDK.
 *
 * Widget → page: `{ protocol, version, id, type, payload }` with `type`
 * `onEvent`, `onComplete` or `onAbort`. Page → widget: `{ protocol,
 * version, id, type: 'ack' }` for every message received, duplicates
 * included (the first ack may be the one that was lost). The widget resends
 * a message, same id, until it is acknowledged; the page acts on each id once.
 *
 * Page → widget, besides acks: `{ protocol, version, id, type: 'presentation',
 * payload: { mode: 'modal' | 'inline' } }`, sent by the SDK once the widget
 * has spoken (its listener is up by then), so the widget traps focus only
 * inside a modal. Added within version 1 as an optional message: a widget
 * that does not know it ignores it, and a widget never told stays `inline`
 * (no trap), which is what an older SDK embeds. Anything that would change
 * the meaning of an existing message gets a new version instead.
 */
export const PROTOCOL = 'idv-widget'
export const PROTOCOL_VERSION = 1
/** Spec §9: how long a message waits for its acknowledgement before it is sent again. */
export const ACK_WINDOW_MS = 1_000
/** Sends per message, so a page without the SDK is not messaged forever. */
export const MAX_SENDS = 5
/** Spec §9: how long the page waits, once the frame has loaded, for the widget's first message. */
export const HANDSHAKE_TIMEOUT_MS = 5_000

export type WidgetMessageType = 'onEvent' | 'onComplete' | 'onAbort'

export interface WidgetMessage {
  protocol: typeof PROTOCOL
  version: typeof PROTOCOL_VERSION
  id: string
  type: WidgetMessageType
  payload: Record<string, unknown>
}

export interface AckMessage {
  protocol: typeof PROTOCOL
  version: typeof PROTOCOL_VERSION
  id: string
  type: 'ack'
}

/** How the page shows the frame: an overlay that owns the page's focus, or a frame among the page's own controls. */
export type Presentation = 'modal' | 'inline'
export const PRESENTATIONS: readonly Presentation[] = ['modal', 'inline']

export interface PresentationMessage {
  protocol: typeof PROTOCOL
  version: typeof PROTOCOL_VERSION
  id: string
  type: 'presentation'
  payload: { mode: Presentation }
}

const TYPES: readonly string[] = ['onEvent', 'onComplete', 'onAbort']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isEnvelope = (m: Record<string, unknown>) =>
  m.protocol === PROTOCOL &&
  m.version === PROTOCOL_VERSION &&
  typeof m.id === 'string' &&
  m.id.length > 0 &&
  m.id.length <= 64

/** Only messages in the protocol's exact shape are acted on; anything else on the channel is ignored. */
export function isWidgetMessage(data: unknown): data is WidgetMessage {
  return (
    isRecord(data) &&
    isEnvelope(data) &&
    typeof data.type === 'string' &&
    TYPES.includes(data.type) &&
    isRecord(data.payload)
  )
}

export const ackFor = (id: string): AckMessage => ({ protocol: PROTOCOL, version: PROTOCOL_VERSION, id, type: 'ack' })

export const isTerminal = (type: WidgetMessageType) => type !== 'onEvent'

export const presentationMessage = (id: string, mode: Presentation): PresentationMessage => ({
  protocol: PROTOCOL,
  version: PROTOCOL_VERSION,
  id,
  type: 'presentation',
  payload: { mode },
})
