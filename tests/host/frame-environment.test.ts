import { describe, expect, it } from 'vitest'

describe('frames in the test DOM (vitest.config.mts, FRAMES_LOAD_NOTHING)', () => {
  it('load empty without fetching their page, instead of failing with a DOMException and its stack on the console', async () => {
    const iframe = document.createElement('iframe')
    iframe.src = 'https://widget.example/#t.o.k'
    const settled = new Promise<string>((done) => {
      iframe.addEventListener('load', () => done('load'))
      iframe.addEventListener('error', () => done('error'))
    })
    document.body.append(iframe)
    expect(await settled).toBe('load')
    expect(iframe.src).toBe('https://widget.example/#t.o.k')
    iframe.remove()
  })
})
