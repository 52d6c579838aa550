import { LOCALE_TAG } from '../../contracts/locale-tag'
import {
  ACK_WINDOW_MS,
  CHILD_PROTOCOL,
  CHILD_PROTOCOL_VERSION,
  HANDSHAKE_TIMEOUT_MS,
  isChildAck,
  RETURN_PATH,
  type ChildMessage,
} from '../kit/child-protocol'

/** What the page says: while it connects or hands back, and when nobody answers. */
export type PageView = 'connecting' | 'returning' | 'done'

/** The page's few words, from the edge's text (`handoff` namespace, `common.close`, `dialog.logoLabel`). */
export interface PageText {
  connecting: string
  returning: string
  doneTitle: string
  done: string
  close: string
  title: string
  /** The language the text is in, for `<html lang>`. */
  language: string
}

/** Where the page keeps, for its own tab, the locale and text version its launch URL carried. */
export interface PageSettings {
  l: string
  v: string
}

export interface ChildPageIo {
  path: string
  hash: string
  origin: string
  /** The window that opened this one (the widget's frame), if it is still known. */
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null
  listen(listener: (event: { origin: string; source: unknown; data: unknown }) => void): () => void
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  read(): PageSettings | null
  write(settings: PageSettings): void
  /** The browser's language, when the launch said none. */
  language: string
  loadText(settings: PageSettings): Promise<PageText | null>
  render(view: PageView, text: PageText | null): void
  /** Drops query and fragment from the address bar and history: nothing a partner added stays. */
  forgetUrl(): void
  /** `window.close()`: allowed for a window a script opened. */
  close(): void
  id(): string
}

const VERSION = /^[\w-]{1,32}$/
const NONCE = /^[\w-]{1,64}$/
/** How long a window that asked to be closed gets before the page assumes the browser said no. */
const CLOSE_GRACE_MS = 400

/**
 * The edge's hand-off page (docs/architecture.md "Child windows"), at two addresses:
 * `/handoff/open`, where the widget opens the child and, once it has shaken
 * hands, sends it to the partner; and `/handoff/return`, where the partner
 * (through the session server) sends the shopper back: it tells the widget,
 * which acknowledges, and closes itself. Messages go to the opener only,
 * with the edge's own origin pinned as their target; only an
 * acknowledgement from the opener counts. Each is sent again every
 * 1,000 ms; after 5,000 ms without an answer the page tells the shopper to
 * go back to the checkout themselves (the widget's polling ends the flow).
 */
export function runChildPage(io: ChildPageIo): void {
  const returning = io.path === RETURN_PATH
  let settings = io.read()
  let nonce = ''
  if (!returning) {
    const launch = new URLSearchParams(io.hash.slice(1))
    nonce = NONCE.test(launch.get('n') ?? '') ? launch.get('n')! : ''
    const l = launch.get('l') ?? ''
    const v = launch.get('v') ?? ''
    settings = { l: LOCALE_TAG.test(l) ? l : io.language, v: VERSION.test(v) ? v : '' }
    io.write(settings)
  }
  io.forgetUrl()

  let view: PageView = returning ? 'returning' : 'connecting'
  let text: PageText | null = null
  const show = (next: PageView) => {
    view = next
    io.render(view, text)
  }
  show(view)
  void io.loadText(settings ?? { l: io.language, v: '' }).then((loaded) => {
    text = loaded
    io.render(view, text)
  })

  const opener = io.opener
  if (!opener || (!returning && !nonce)) {
    show('done')
    return
  }
  const id = io.id()
  const message: ChildMessage = returning
    ? { protocol: CHILD_PROTOCOL, version: CHILD_PROTOCOL_VERSION, id, type: 'returned' }
    : { protocol: CHILD_PROTOCOL, version: CHILD_PROTOCOL_VERSION, id, type: 'hello', nonce }

  let sends = 0
  let timer: unknown
  const post = () => {
    if (sends * ACK_WINDOW_MS >= HANDSHAKE_TIMEOUT_MS) {
      stop()
      return show('done')
    }
    sends += 1
    try {
      opener.postMessage(message, io.origin)
    } catch {
      // The opener went away; the next try or the timeout says so.
    }
    timer = io.setTimeout(post, ACK_WINDOW_MS)
  }
  const unlisten = io.listen((event) => {
    if (event.origin !== io.origin || event.source !== opener || !isChildAck(event.data, id)) return
    stop()
    if (!returning) return
    io.close()
    // Still here: the browser kept the window open (one the shopper opened by hand).
    io.setTimeout(() => show('done'), CLOSE_GRACE_MS)
  })
  function stop() {
    io.clearTimeout(timer)
    unlisten()
  }
  post()
}

const isString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 400

/** Reads the page's words out of the edge's text answer; null when any is missing. */
export function pageText(answer: unknown, language: string): PageText | null {
  const a = answer as {
    handoff?: { page?: Record<string, unknown> }
    common?: { close?: unknown }
    dialog?: { logoLabel?: unknown }
  } | null
  const page = a?.handoff?.page
  const picked = {
    connecting: page?.connecting,
    returning: page?.returning,
    doneTitle: page?.doneTitle,
    done: page?.done,
    close: a?.common?.close,
    title: a?.dialog?.logoLabel,
  }
  return Object.values(picked).every(isString) ? { ...(picked as Omit<PageText, 'language'>), language } : null
}
