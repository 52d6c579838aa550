export type ParentMessageType = 'onEvent' | 'onComplete' | 'onAbort'

/** What the host SDK receives as `event.data`. */
export interface ParentMessage {
  protocol: 'idv-widget'
  version: 1
  id: string
  type: ParentMessageType
  payload: Record<string, unknown>
}

export interface ParentBridge {
  post(type: ParentMessageType, payload: Record<string, unknown>): void
}

interface BridgeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | BridgeWindow
  location: { ancestorOrigins?: ArrayLike<string> }
  document: { referrer: string }
}

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

export function createParentBridge(win: BridgeWindow & Window, log: Pick<Console, 'info' | 'warn'> = console): ParentBridge {
  const framed = win.parent !== win
  const targetOrigin = framed ? resolveParentOrigin(win) : null
  let sequence = 0
  return {
    post(type, payload) {
      const message: ParentMessage = { protocol: 'idv-widget', version: 1, id: `${Date.now()}-${++sequence}`, type, payload }
      if (!framed) return log.info('[idv-widget]', type, payload)
      if (!targetOrigin) return log.warn('[idv-widget] embedding origin unknown; message not sent', type)
      ;(win.parent as Window).postMessage(message, targetOrigin)
    },
  }
}
