import type { PageText, PageView } from './child-page'

/**
 * Draws the hand-off page (./index.html) for where it stands. It always has
 * a visible heading once its text is here (WCAG 2.4.6): the service's name
 * while it connects or hands back, "You can close this window" when done,
 * where focus then goes. Before the text arrives the page does not yet know
 * its language, and shows the spinner alone.
 */
export function renderPage(doc: Document, view: PageView, text: PageText | null): void {
  const $ = (id: string) => doc.getElementById(id)!
  const done = view === 'done'
  doc.querySelector('.page')!.classList.toggle('page--done', done)
  if (text) {
    doc.documentElement.lang = text.language
    doc.title = text.title
  }
  const title = $('title')
  title.hidden = !text
  title.textContent = !text ? '' : done ? text.doneTitle : text.title
  $('message').textContent = !text ? '' : done ? text.done : view === 'returning' ? text.returning : text.connecting
  const close = $('close') as HTMLButtonElement
  close.hidden = !done || !text
  close.textContent = text?.close ?? ''
  if (done && text) title.focus()
}
