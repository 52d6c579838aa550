// The hand-off page's entry (built apart from the widget by tools/build/handoff-page.ts): the browser's side of ./child-page.
import './styles.css'
import { pageText, runChildPage, type PageSettings, type PageText, type PageView } from './child-page'
import { renderPage } from './render-page'

const KEY = 'idv-handoff'
const $ = (id: string) => document.getElementById(id)!

const render = (view: PageView, text: PageText | null) => renderPage(document, view, text)

$('close').addEventListener('click', () => window.close())
$('title').tabIndex = -1

runChildPage({
  path: location.pathname,
  hash: location.hash,
  origin: location.origin,
  opener: window.opener as Window | null,
  listen(listener) {
    const handler = (event: MessageEvent) => listener(event)
    window.addEventListener('message', handler)
    return () => window.removeEventListener('message', handler)
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  read() {
    try {
      const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PageSettings | null
      return saved && typeof saved.l === 'string' && typeof saved.v === 'string' ? saved : null
    } catch {
      return null
    }
  },
  write(settings) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(settings))
    } catch {
      // Refused: the return page then speaks the browser's language.
    }
  },
  language: navigator.language || 'en',
  async loadText({ l, v }) {
    try {
      const response = await fetch(
        `/v1/text/${encodeURIComponent(l.toLowerCase())}?${new URLSearchParams({ ns: 'handoff', ...(v ? { v } : {}) })}`,
        { credentials: 'omit' },
      )
      return response.ok ? pageText(await response.json(), response.headers.get('content-language') ?? 'en') : null
    } catch {
      return null
    }
  },
  render,
  forgetUrl: () => history.replaceState(null, '', location.pathname),
  close: () => window.close(),
  id: () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join(''),
})
