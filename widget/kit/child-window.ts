import { signal, type ReadonlySignal } from '@preact/signals'
import { listenToChild } from './child-messages'
import { HANDSHAKE_TIMEOUT_MS, OPEN_PATH, WINDOW_NAME, type LaunchFragment } from './child-protocol'

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
  /**
   * Closes whatever is still open, and stops listening once a return page
   * can have stopped asking. Polling may end the flow before the return page
   * speaks (always a race after a reload, when the window is unknown and
   * cannot be closed from here): it is acknowledged for as long as it keeps
   * asking, so the shopper is not left with a stray window that says to go
   * back by hand.
   */
  dispose(): void
}

/** How often the widget looks whether the shopper closed the child (there is no event for it). */
export const CLOSED_CHECK_MS = 500

/**
 * The child-window bridge every hand-off uses (docs/architecture.md "Child windows").
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
  const held = holdWindow(io, () => {
    const before = state.peek()
    if (before === 'returned') return
    // Gone before it ever spoke: a blocker that closes popups, or a window shut at once.
    if (before === 'opening') return blocked()
    state.value = 'closed'
    events.onClose()
  })
  let nonce = ''
  let target: string | null = null
  let greeted = false
  let sent = false
  let handshake: unknown
  let disposed = false

  const launchUrl = () => `${io.origin}${OPEN_PATH}#${new URLSearchParams({ n: nonce, ...fragment })}`

  const stopTimers = () => {
    io.clearTimeout(handshake)
    held.unwatch()
  }

  const send = () => {
    const child = held.current()
    if (!child || !target || !greeted || sent) return
    sent = true
    steer(child, target)
  }

  /** The child may go on to the partner: it answered, or (`silent`) it is there but said nothing in time. */
  const greet = (silent = false) => {
    io.clearTimeout(handshake)
    greeted = true
    if (state.peek() === 'opening' || state.peek() === 'blocked') state.value = 'open'
    if (silent) events.onLoadError?.('no_handshake')
    send()
  }

  const blocked = () => {
    stopTimers()
    held.release()
    state.value = 'blocked'
    events.onLoadError?.('blocked')
  }

  function close() {
    stopTimers()
    const win = held.release()
    nonce = ''
    state.value = 'idle'
    closeQuietly(win)
  }

  const unlisten = listenToChild(
    io,
    { window: held.current, nonce: () => nonce, done: () => disposed },
    {
      hello(source) {
        if (!held.current()) held.hold(source as ChildLike)
        greet()
      },
      returned() {
        if (state.peek() === 'returned') return
        stopTimers()
        state.value = 'returned'
        events.onReturn()
      },
    },
  )

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
      held.hold(win)
      state.value = 'opening'
      handshake = io.setTimeout(() => {
        if (greeted) return
        const child = held.current()
        if (!child || child.closed) return blocked()
        // Open but silent (its opener cut off, a page that failed): go on; polling the session decides.
        greet(true)
      }, HANDSHAKE_TIMEOUT_MS)
      return true
    },
    navigate(url) {
      target = url
      send()
    },
    focus() {
      held.current()?.focus()
    },
    close,
    link: () => ({ href: launchUrl(), target: WINDOW_NAME }),
    dispose() {
      // Called when the flow settles and again when the screen goes: once is enough (one timer, one unlisten).
      if (disposed) return
      close()
      disposed = true
      io.setTimeout(unlisten, HANDSHAKE_TIMEOUT_MS)
    },
  }
}

/**
 * The window the bridge holds, watched for the shopper closing it (there is
 * no event for it): once it is, it is let go and `onClosed` runs.
 */
function holdWindow(io: ChildWindowIo, onClosed: () => void) {
  let win: ChildLike | null = null
  let watch: unknown
  const unwatch = () => io.clearInterval(watch)
  return {
    current: () => win,
    unwatch,
    hold(next: ChildLike) {
      win = next
      unwatch()
      watch = io.setInterval(() => {
        if (!win?.closed) return
        unwatch()
        win = null
        onClosed()
      }, CLOSED_CHECK_MS)
    },
    /** Lets the window go, without closing it: the one held, if any. */
    release(): ChildLike | null {
      const was = win
      win = null
      return was
    },
  }
}

/** Sends the child on; one gone somewhere we may not steer (the shopper typed an address) stays: the session's status still decides. */
function steer(win: ChildLike, url: string) {
  try {
    win.location.replace(url)
  } catch {
    // As said: nothing to do.
  }
}

/** Closes a window unless it is gone; nothing more to do about one that will not close. */
function closeQuietly(win: ChildLike | null) {
  try {
    if (win && !win.closed) win.close()
  } catch {
    // As said: nothing more to do.
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
