import { signal, type ReadonlySignal } from '@preact/signals'
import * as v from 'valibot'
import {
  CHILD_PROTOCOL,
  CHILD_PROTOCOL_VERSION,
  childAck,
  HANDSHAKE_TIMEOUT_MS,
  OPEN_PATH,
  WINDOW_NAME,
  type LaunchFragment,
} from './child-protocol'

/**
 * Where the child window stands:
 * - `idle`: none (never opened, closed by the widget, or lost in a reload);
 * - `opening`: opened, its handshake not in yet;
 * - `open`: it answered (or never will, but is there): the shopper is with the partner;
 * - `blocked`: the browser refused it: a plain link opens it instead;
 * - `closed`: the shopper closed it before coming back;
 * - `returned`: the partner sent the shopper back through the return page.
 */
export type ChildState = 'idle' | 'opening' | 'open' | 'blocked' | 'closed' | 'returned'

/** What the widget may do with a window it opened (all of it allowed across origins). */
export interface ChildLike {
  readonly closed: boolean
  readonly opener?: unknown
  focus(): void
  close(): void
  postMessage(message: unknown, targetOrigin: string): void
  location: { replace(url: string): void }
}

export interface ChildMessageEvent {
  origin: string
  source: unknown
  data: unknown
}

export interface ChildWindowIo {
  /** `window.open`; null when the browser refused. Called while the shopper's tap still counts. */
  open(url: string, name: string): ChildLike | null
  /** This window: a child is ours when its opener is this. */
  self: unknown
  /** The edge's origin, the widget's own: the only one a child may speak from. */
  origin: string
  listen(listener: (event: ChildMessageEvent) => void): () => void
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
  /** A fresh random nonce for each window. */
  nonce(): string
}

export interface ChildWindowEvents {
  /** The shopper came back through the return page. */
  onReturn(): void
  /** The shopper closed the child before coming back. */
  onClose(): void
  /** The window did not load: blocked, or opened but silent past the handshake (analytics). */
  onLoadError?(cause: 'blocked' | 'no_handshake'): void
}

export interface ChildWindow {
  state: ReadonlySignal<ChildState>
  /** Opens the child on the hand-off page; call it from the shopper's tap. False when blocked. */
  open(): boolean
  /** Sends the child to the partner once it has shaken hands (at once if it has). */
  navigate(url: string): void
  /** Brings the child to the front. */
  focus(): void
  /** Closes the child; the bridge is idle again. */
  close(): void
  /** When blocked: the launch page as a plain link (`target` the window's name), which the browser allows. */
  link(): { href: string; target: string }
  /** Stops listening and closes whatever is still open. */
  dispose(): void
}

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

/** How often the widget looks whether the shopper closed the child (there is no event for it). */
export const CLOSED_CHECK_MS = 500

/**
 * The child-window bridge every hand-off uses (design.md "Child windows").
 * The child opens on the edge's hand-off page, which shakes hands with the
 * nonce of its launch URL; only then is it sent to the partner, so a window
 * that cannot talk back is known before the shopper leaves. The partner
 * (through the session server) sends the shopper back to the return page,
 * which says `returned`. Messages count only from the edge's origin, in the
 * protocol's shape, and from the window this widget opened; after a reload,
 * when that window is no longer known, from a window whose opener is this
 * one. Each is acknowledged at once (spec §9: within 1,000 ms).
 */
export function createChildWindow(
  io: ChildWindowIo,
  events: ChildWindowEvents,
  fragment: Omit<LaunchFragment, 'n'>,
): ChildWindow {
  const state = signal<ChildState>('idle')
  let child: ChildLike | null = null
  let nonce = ''
  let target: string | null = null
  let greeted = false
  let sent = false
  let handshake: unknown
  let watch: unknown
  let disposed = false

  const launchUrl = () => `${io.origin}${OPEN_PATH}#${new URLSearchParams({ n: nonce, ...fragment })}`

  const stopTimers = () => {
    io.clearTimeout(handshake)
    io.clearInterval(watch)
  }

  const openedByUs = (source: unknown): boolean => {
    try {
      return !!source && (source as ChildLike).opener === io.self
    } catch {
      return false
    }
  }

  const send = () => {
    if (!child || !target || !greeted || sent) return
    sent = true
    try {
      child.location.replace(target)
    } catch {
      // The child went somewhere we may not steer (the shopper typed an address): the session's status still decides.
    }
  }

  const blocked = () => {
    stopTimers()
    child = null
    state.value = 'blocked'
    events.onLoadError?.('blocked')
  }

  const adopt = (win: ChildLike) => {
    child = win
    io.clearInterval(watch)
    watch = io.setInterval(() => {
      if (!child?.closed) return
      io.clearInterval(watch)
      child = null
      const before = state.peek()
      if (before === 'returned') return
      // Gone before it ever spoke: a blocker that closes popups, or a window shut at once.
      if (before === 'opening') return blocked()
      state.value = 'closed'
      events.onClose()
    }, CLOSED_CHECK_MS)
  }

  const acknowledge = (source: unknown, id: string) => {
    try {
      ;(source as ChildLike).postMessage(childAck(id), io.origin)
    } catch {
      // It navigated away meanwhile; it will send again or give up.
    }
  }

  function close() {
    stopTimers()
    const win = child
    child = null
    nonce = ''
    state.value = 'idle'
    try {
      if (win && !win.closed) win.close()
    } catch {
      // Nothing more to do about a window that will not close.
    }
  }

  const unlisten = io.listen((event) => {
    if (event.origin !== io.origin) return
    const parsed = v.safeParse(ChildMessage, event.data)
    if (!parsed.success) return
    const message = parsed.output
    // The window we opened; or, with none known (opened by the fallback link, or before a reload), one this window opened.
    if (child ? event.source !== child : !openedByUs(event.source)) return
    // The flow has moved on (the session's status came first): a return page still gets its answer and closes itself.
    if (disposed) {
      if (message.type === 'returned') acknowledge(event.source, message.id)
      return
    }
    if (message.type === 'hello') {
      if (!nonce || message.nonce !== nonce) return
      acknowledge(event.source, message.id)
      if (!child) adopt(event.source as ChildLike)
      io.clearTimeout(handshake)
      greeted = true
      if (state.peek() === 'opening' || state.peek() === 'blocked') state.value = 'open'
      return send()
    }
    acknowledge(event.source, message.id)
    if (state.peek() === 'returned') return
    stopTimers()
    state.value = 'returned'
    events.onReturn()
  })

  return {
    state,
    open() {
      stopTimers()
      nonce = io.nonce()
      target = null
      greeted = false
      sent = false
      // The same name: a window left open (even before a reload) is reused, not doubled.
      const win = io.open(launchUrl(), WINDOW_NAME)
      if (!win) {
        blocked()
        return false
      }
      adopt(win)
      state.value = 'opening'
      handshake = io.setTimeout(() => {
        if (greeted) return
        if (!child || child.closed) return blocked()
        // Open but silent (its opener cut off, a page that failed): go on; polling the session decides.
        greeted = true
        state.value = 'open'
        events.onLoadError?.('no_handshake')
        send()
      }, HANDSHAKE_TIMEOUT_MS)
      return true
    },
    navigate(url) {
      target = url
      send()
    },
    focus() {
      child?.focus()
    },
    close,
    link: () => ({ href: launchUrl(), target: WINDOW_NAME }),
    dispose() {
      // Called when the flow settles and again when the screen goes: once is enough (one timer, one unlisten).
      if (disposed) return
      close()
      // Polling may end the flow before the return page speaks (always a race after a reload, when the window
      // is unknown and cannot be closed from here): it is acknowledged for as long as it keeps asking, so the
      // shopper is not left with a stray window that says to go back by hand.
      disposed = true
      io.setTimeout(unlisten, HANDSHAKE_TIMEOUT_MS)
    },
  }
}

/** The browser's side of the bridge. */
export function browserChildIo(win: Window): ChildWindowIo {
  return {
    open(url, name) {
      // A popup the size of a partner's page, centred over the checkout; phones open a tab whatever is asked.
      const width = 500
      const height = 720
      const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2))
      const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2))
      try {
        return win.open(url, name, `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
      } catch {
        return null
      }
    },
    self: win,
    origin: win.location.origin,
    listen(listener) {
      const handler = (event: MessageEvent) => listener(event)
      win.addEventListener('message', handler)
      return () => win.removeEventListener('message', handler)
    },
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    setInterval: (callback, ms) => win.setInterval(callback, ms),
    clearInterval: (handle) => win.clearInterval(handle as number),
    nonce: () =>
      Array.from(win.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''),
  }
}
