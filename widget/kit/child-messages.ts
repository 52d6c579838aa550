import * as v from 'valibot'
import { CHILD_PROTOCOL, CHILD_PROTOCOL_VERSION, childAck } from './child-protocol'

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64))
/**
 * The only messages a child may send, in exactly this shape. Only valibot
 * functions the first screen already uses: valibot stays one module in the
 * shell's chunk, so any other would be paid for on every first screen.
 */
const ChildMessage = v.looseObject({
  protocol: v.picklist([CHILD_PROTOCOL]),
  version: v.picklist([CHILD_PROTOCOL_VERSION]),
  id: Id,
  type: v.picklist(['hello', 'returned']),
  /** `hello` only: the nonce of the launch URL. */
  nonce: v.optional(Id),
})

interface MessageEventLike {
  origin: string
  source: unknown
  data: unknown
}

/** Whether `source` is a window `self` opened (false when it may not even be asked). */
const openedBy = (source: unknown, self: unknown): boolean => {
  try {
    return !!source && (source as { opener?: unknown }).opener === self
  } catch {
    return false
  }
}

const acknowledge = (source: unknown, id: string, origin: string) => {
  try {
    ;(source as { postMessage(message: unknown, targetOrigin: string): void }).postMessage(childAck(id), origin)
  } catch {
    // It navigated away meanwhile; it will send again or give up.
  }
}

/**
 * Listens for a hand-off child's messages (docs/architecture.md "Child
 * windows"). They count only from the edge's origin, in the protocol's
 * shape, and from the window `current.window()` names; with none known
 * (opened by the fallback link, or before a reload), from one this window
 * opened. A `hello` counts only with the launch's nonce. Each is
 * acknowledged at once (spec §9: within 1,000 ms). Once the flow has moved
 * on (`current.done()`: the session's status came first), a return page
 * still gets its answer and closes itself, and nothing else happens.
 * Returns the unlisten.
 */
export function listenToChild(
  io: { origin: string; self: unknown; listen(listener: (event: MessageEventLike) => void): () => void },
  current: { window(): unknown; nonce(): string; done(): boolean },
  on: { hello(source: unknown): void; returned(): void },
): () => void {
  return io.listen((event) => {
    if (event.origin !== io.origin) return
    const parsed = v.safeParse(ChildMessage, event.data)
    if (!parsed.success) return
    const message = parsed.output
    const known = current.window()
    if (known ? event.source !== known : !openedBy(event.source, io.self)) return
    if (current.done()) {
      if (message.type === 'returned') acknowledge(event.source, message.id, io.origin)
      return
    }
    if (message.type === 'hello') {
      const nonce = current.nonce()
      if (!nonce || message.nonce !== nonce) return
      acknowledge(event.source, message.id, io.origin)
      return on.hello(event.source)
    }
    acknowledge(event.source, message.id, io.origin)
    on.returned()
  })
}
