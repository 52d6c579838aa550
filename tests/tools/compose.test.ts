import { describe, expect, it } from 'vitest'
import { composeDocument, splitTemplate, textBlock } from '../../tools/document/compose.ts'
import { firstScreenBody, HELD_BACK_TEXT, textBody } from '../../tools/document/text-body.ts'

const template = splitTemplate('<html lang="<!--lang-->"><head><!--styles--></head><body><div id="root"></div><!--text--><!--scripts--></body></html>')
const code = { css: 'a{color:red}', js: 'console.log(1)' }

describe('document composition (tools/document/compose.ts)', () => {
  it('puts each part where the template marks it, in order', () => {
    const html = composeDocument(template, code, { locale: 'sv', language: 'sv', namespace: 'otp', body: '{"a":"b"}', heldBack: ['failure', 'cancel'] })
    expect(html).toBe(
      '<html lang="sv"><head><style>a{color:red}</style></head><body><div id="root"></div>' +
        '<script type="application/json" id="idv-text" data-locale="sv" data-language="sv" data-namespace="otp" data-held-back="failure cancel">{"a":"b"}</script>' +
        '<script type="module">console.log(1)</script></body></html>',
    )
  })

  it('without text: English lang, no block; without CSS: no style element', () => {
    const html = composeDocument(template, { css: '', js: 'x' })
    expect(html).toBe('<html lang="en"><head></head><body><div id="root"></div><script type="module">x</script></body></html>')
  })

  it('fails on a template that lacks a marker', () => {
    expect(() => splitTemplate('<html><!--styles--><!--text--><!--scripts-->')).toThrow('widget/index.html lacks <!--lang-->')
  })

  it('no text can end the data block or break out of an attribute', () => {
    const block = textBlock({ locale: 'x" onload="y', language: 'sv&', namespace: null, body: '{"a":"</script><script>alert(1)</script>"}', heldBack: [] })
    expect(block).not.toContain('</script><script>')
    expect(block).toContain('\\u003c/script>')
    expect(block).toContain('data-locale="x&quot; onload=&quot;y" data-language="sv&amp;"')
    const json = block.slice(block.indexOf('">') + 2, block.lastIndexOf('</script>'))
    expect(JSON.parse(json)).toEqual({ a: '</script><script>alert(1)</script>' })
  })
})

describe('first-screen text (tools/document/text-body.ts)', () => {
  const locale = {
    root: { etag: 'r', body: JSON.stringify({ common: { close: 'Close' }, failure: { generic: { title: 'x' } }, cancel: { title: 'y' }, success: { title: 'z' } }) },
    namespaces: {
      otp: { etag: 'o', body: JSON.stringify({ send: 'Send', failure: { tooMany: 'x' }, retry: 'Retry' }), with: ['extra'] },
      extra: { etag: 'e', body: JSON.stringify({ hint: 'h' }) },
    },
  }

  it('splices a namespace and its companions into the root, with a validator of all their parts', () => {
    const spliced = textBody(locale, 'otp')
    expect(JSON.parse(spliced.body)).toMatchObject({ common: { close: 'Close' }, otp: { send: 'Send' }, extra: { hint: 'h' } })
    expect(spliced.etag).toBe('r.o.e')
    expect(textBody(locale)).toEqual({ etag: 'r', body: locale.root.body })
  })

  it('leaves out the held-back groups, in the root and the namespace, but not a string of the same name', () => {
    expect(HELD_BACK_TEXT).toEqual(['failure', 'cancel', 'success'])
    const body = JSON.parse(firstScreenBody(locale, 'otp'))
    expect(body.failure).toBeUndefined()
    expect(body.cancel).toBeUndefined()
    expect(body.success).toBeUndefined()
    expect(body.otp).toEqual({ send: 'Send', retry: 'Retry' })
  })
})
