import * as v from 'valibot'
import { ACK_WINDOW_MS, MAX_SENDS, PROTOCOL, PROTOCOL_VERSION, type WidgetMessage, type WidgetMessageType } from '../../host/protocol'

export type ParentMessageType = WidgetMessageType
/** What the host SDK receives as `event.data`. */
export type ParentMessage = WidgetMessage

export interface ParentBridge {
  post(type: ParentMessageType, payload: Record<string, unknown>): void
}

interface BridgeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | BridgeWindow
  location: { ancestorOrigins?: ArrayLike<string> }
  document: { referrer: string }
  addEventListener?(type: 'message', listener: (event: MessageEvent) => void): void
}

/** The only message the page may send: an acknowledgement, in exactly this shape. */
const Ack = v.looseObject({
  protocol: v.picklist([PROTOCOL]),
  version: v.picklist([PROTOCOL_VERSION]),
  type: v.picklist(['ack']),
  id: v.pipe(v.string(), v.maxLength(64)),
})

/**
 * The embedding page's origin: Chromium and Safari expose it as
 * `ancestorOrigins`; elsewhere the referrer (the host SDK asks for an origin
 * referrer) carries it. Never `*`: without an origin nothing is posted.
 */
export function resolveParentOrigin(win: BridgeWindow): string | null {
  const ancestor = win.location.ancestorOrigins?.[0]
  if (ancestor && ancestor !== 'null') return ancestor
  try {
    const origin = new URL(win.document.referrer).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/**
 * Messages to the page as a protocol (host/protocol.ts): each carries an id
 * and is sent again every ACK_WINDOW_MS until the page acknowledges it, so
 * a message lost while the page was busy still arrives, once.
 */
export function createParentBridge(win: BridgeWindow & Window, log: Pick<Console, 'info' | 'warn'> = console): ParentBridge {
  const framed = win.parent !== win
  const targetOrigin = framed ? resolveParentOrigin(win) : null
  const unacknowledged = new Map<string, ReturnType<typeof setTimeout>>()
  let sequence = 0

  if (targetOrigin) {
    win.addEventListener('message', (event) => {
      if (event.source !== win.parent || event.origin !== targetOrigin) return
      const ack = v.safeParse(Ack, event.data)
      if (!ack.success) return
      clearTimeout(unacknowledged.get(ack.output.id))
      unacknowledged.delete(ack.output.id)
    })
  }

  const send = (message: ParentMessage, sends: number) => {
    ;(win.parent as Window).postMessage(message, targetOrigin!)
    unacknowledged.set(
      message.id,
      setTimeout(() => {
        if (sends < MAX_SENDS) return send(message, sends + 1)
        unacknowledged.delete(message.id)
        log.warn('[idv-widget] the page never acknowledged', message.type)
      }, ACK_WINDOW_MS),
    )
  }

  return {
    post(type, payload) {
      if (!framed) return log.info('[idv-widget]', type, payload)
      if (!targetOrigin) return log.warn('[idv-widget] embedding origin unknown; message not sent', type)
      send({ protocol: PROTOCOL, version: PROTOCOL_VERSION, id: `${Date.now().toString(36)}-${++sequence}`, type, payload }, 1)
    },
  }
}
