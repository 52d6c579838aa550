/** Mirrors widget/bridge/parent-bridge.ts: what the widget posts to the page. */
export type WidgetMessageType = 'onEvent' | 'onComplete' | 'onAbort'

export interface WidgetMessage {
  protocol: 'idv-widget'
  version: 1
  id: string
  type: WidgetMessageType
  payload: Record<string, unknown>
}

const TYPES: readonly string[] = ['onEvent', 'onComplete', 'onAbort']

/** Only messages in the protocol's exact shape are acted on; anything else on the channel is ignored. */
export function isWidgetMessage(data: unknown): data is WidgetMessage {
  if (typeof data !== 'object' || data === null) return false
  const m = data as Record<string, unknown>
  return (
    m.protocol === 'idv-widget' &&
    m.version === 1 &&
    typeof m.id === 'string' &&
    typeof m.type === 'string' &&
    TYPES.includes(m.type) &&
    typeof m.payload === 'object' &&
    m.payload !== null &&
    !Array.isArray(m.payload)
  )
}
