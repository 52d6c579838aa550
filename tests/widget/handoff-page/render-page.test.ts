import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderPage } from '../../../widget/handoff-page/render-page'

const text = {
  connecting: 'Yhdistetään…',
  returning: 'Palataan…',
  doneTitle: 'Voit sulkea tämän ikkunan',
  done: 'Palaa kassalle jatkaaksesi.',
  close: 'Sulje',
  title: 'Turvallinen henkilöllisyyden tarkistus',
  language: 'fi',
}

describe('the hand-off page as it is drawn', () => {
  beforeEach(() => {
    const html = readFileSync('widget/handoff-page/index.html', 'utf8')
    document.body.innerHTML = html.slice(html.indexOf('<main'), html.indexOf('</body>'))
  })
  const heading = () => document.querySelector('h1')!

  it('has a visible heading in the page’s language while it connects and hands back (WCAG 2.4.6)', () => {
    renderPage(document, 'connecting', null)
    expect(heading().hidden).toBe(true)
    renderPage(document, 'connecting', text)
    expect(heading().hidden).toBe(false)
    expect(heading().textContent).toBe('Turvallinen henkilöllisyyden tarkistus')
    expect(document.documentElement.lang).toBe('fi')
    expect(document.getElementById('message')!.textContent).toBe('Yhdistetään…')
    renderPage(document, 'returning', text)
    expect(heading().hidden).toBe(false)
    expect(document.getElementById('message')!.textContent).toBe('Palataan…')
  })

  it('when nobody answers, says the window can be closed, with focus on that heading', () => {
    document.getElementById('title')!.tabIndex = -1
    renderPage(document, 'done', text)
    expect(heading().textContent).toBe('Voit sulkea tämän ikkunan')
    expect(document.activeElement).toBe(heading())
    expect(document.getElementById('close')!.hidden).toBe(false)
  })
})
