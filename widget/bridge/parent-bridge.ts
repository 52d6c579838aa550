import { signal, type ReadonlySignal } from '@preact/signals'
import * as v from 'valibot'
import {
  ACK_WINDOW_MS,
  MAX_SENDS,
  PRESENTATIONS,
  PROTOCOL,
  PROTOCOL_VERSION,
  type Presentation,
  type WidgetMessage,
  type WidgetMessageType,
} from '../../contracts/protocol'

export type ParentMessageType = WidgetMessageType
/** What the host SDK receives as `event.data`. */
export type ParentMessage = WidgetMessage

export interface ParentBridge {
  post(type: ParentMessageType, payload: Record<string, unknown>): void
}

/** The bridge as created: it also hears how the page presents the frame. */
export interface ParentChannel extends ParentBridge {
  /** `inline` until the page's SDK says otherwise: an embedding that says nothing must never trap focus. */
  presentation: ReadonlySignal<Presentation>
}

interface BridgeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | BridgeWindow
  location: { ancestorOrigins?: ArrayLike<string> }
  document: { referrer: string }
  addEventListener?(type: 'message', listener: (event: MessageEvent) => void): void
}

/**
 * The only messages the page may send, in exactly these shapes: an acknowledgement, or how it
 * presents the frame (with its mode). One flat schema: a variant would cost the first screen bytes.
 */
const PageMessage = v.looseObject({
  protocol: v.picklist([PROTOCOL]),
  version: v.picklist([PROTOCOL_VERSION]),
  type: v.picklist(['ack', 'presentation']),
  id: v.pipe(v.string(), v.maxLength(64)),
  payload: v.optional(v.looseObject({ mode: v.picklist(PRESENTATIONS) })),
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
 * Messages to the page as a protocol (contracts/protocol.ts): each carries an id
 * and is sent again every ACK_WINDOW_MS until the page acknowledges it, so
 * a message lost while the page was busy still arrives, once.
 */
export function createParentBridge(
  win: BridgeWindow & Window,
  log: Pick<Console, 'info' | 'warn'> = console,
): ParentChannel {
  const framed = win.parent !== win
  const targetOrigin = framed ? resolveParentOrigin(win) : null
  const unacknowledged = new Map<string, ReturnType<typeof setTimeout>>()
  const presentation = signal<Presentation>('inline')
  let sequence = 0

  if (targetOrigin) {
    win.addEventListener('message', (event) => {
      // The same pin both ways: only the embedding page's own window and origin are heard.
      if (event.source !== win.parent || event.origin !== targetOrigin) return
      const parsed = v.safeParse(PageMessage, event.data)
      if (!parsed.success) return
      const message = parsed.output
      if (message.type === 'presentation') return void (message.payload && (presentation.value = message.payload.mode))
      clearTimeout(unacknowledged.get(message.id))
      unacknowledged.delete(message.id)
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
    presentation,
    post(type, payload) {
      if (!framed) return log.info('[idv-widget]', type, payload)
      if (!targetOrigin) return log.warn('[idv-widget] embedding origin unknown; message not sent', type)
      send(
        {
          protocol: PROTOCOL,
          version: PROTOCOL_VERSION,
          id: `${Date.now().toString(36)}-${++sequence}`,
          type,
          payload,
        },
        1,
      )
    },
  }
}
