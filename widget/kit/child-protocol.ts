/**
 * The protocol between the widget and the hand-off page it opens in a child
 * window (docs/architecture.md "Child windows"). The page lives on the edge's own
 * origin, the widget's origin, so both ends pin that origin as the target of
 * every message. Kept free of dependencies: the hand-off page ships it too.
 *
 * Child → widget: `hello` from the page the window opens on (carrying the
 * nonce of the widget's launch URL), `returned` from the page the partner
 * sends the shopper back to. Widget → child: `ack` of either, by id. The
 * child sends each message again every ACK_WINDOW_MS until it is
 * acknowledged, and gives up after HANDSHAKE_TIMEOUT_MS.
 */
export const CHILD_PROTOCOL = 'idv-handoff'
export const CHILD_PROTOCOL_VERSION = 1

/** Spec §9: how long each side waits for the other's handshake. */
export const HANDSHAKE_TIMEOUT_MS = 5_000
/** Spec §9: a message not acknowledged within this is sent again. */
export const ACK_WINDOW_MS = 1_000

/** Where the child window opens, before the widget sends it to the partner. */
export const OPEN_PATH = '/handoff/open'
/** Where the partner (through the session server) sends the shopper back. */
export const RETURN_PATH = '/handoff/return'
/** One child at a time: opening again reuses the window, even one opened before a reload. */
export const WINDOW_NAME = 'idv-handoff'

/** The launch URL's fragment: the nonce, and the locale and text version of the page's own few words. */
export interface LaunchFragment {
  n: string
  l: string
  v: string
}

export type ChildMessage =
  | {
      protocol: typeof CHILD_PROTOCOL
      version: typeof CHILD_PROTOCOL_VERSION
      id: string
      type: 'hello'
      nonce: string
    }
  | { protocol: typeof CHILD_PROTOCOL; version: typeof CHILD_PROTOCOL_VERSION; id: string; type: 'returned' }

export interface ChildAck {
  protocol: typeof CHILD_PROTOCOL
  version: typeof CHILD_PROTOCOL_VERSION
  id: string
  type: 'ack'
}

export const childAck = (id: string): ChildAck => ({
  protocol: CHILD_PROTOCOL,
  version: CHILD_PROTOCOL_VERSION,
  id,
  type: 'ack',
})

/** An acknowledgement of message `id`, in exactly the protocol's shape (the page's check; the widget uses valibot). */
export function isChildAck(data: unknown, id: string): boolean {
  if (typeof data !== 'object' || data === null) return false
  const m = data as Record<string, unknown>
  return m.protocol === CHILD_PROTOCOL && m.version === CHILD_PROTOCOL_VERSION && m.type === 'ack' && m.id === id
}
