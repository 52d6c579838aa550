import { describe, expect, it } from 'vitest'
import { composeDocument, splitTemplate, textBlock } from '../../tools/build/document/compose.ts'
import { firstScreenBody, HELD_BACK_TEXT, textBody, wordsOf } from '../../tools/build/document/text-body.ts'

const template = splitTemplate(
  '<html lang="<!--lang-->"<!--prerender-->><head><title><!--title--></title><!--styles--><!--head--></head><body><!--root--><!--text--><!--scripts--></body></html>',
)
const code = { css: 'a{color:red}', scripts: ['one()', 'two()'], head: 'theme()' }
const text = { locale: 'sv', language: 'sv', namespace: 'otp', body: '{"a":"b"}', heldBack: ['failure', 'cancel'] }
const skeleton = (attributes: string) => `<div class="skeleton"${attributes}><i></i><i></i><i></i><i></i><i></i></div>`

describe('document composition (tools/build/document/compose.ts)', () => {
  it('puts what paints first (CSS, head script, the first step) and then what makes it work (text, then the script in pieces), each where the template marks it', () => {
    const steps = [
      {
        html: '<h1>Hej Anna</h1>',
        assumptions: { assumedLocale: 'sv', assumedTypes: [], assumedFirstName: 1 as const },
      },
      { html: '<h1>Hej</h1>', assumptions: { assumedLocale: 'sv', assumedTypes: [], assumedFirstName: 0 as const } },
    ]
    const { html, painted, flushAt } = composeDocument(template, code, text, {
      steps,
      title: 'Verifiering',
      loading: 'Laddar',
    })
    const first =
      `<html lang="sv" data-idv-prerender='[{"l":"sv","t":[],"n":1},{"l":"sv","t":[],"n":0}]'><head><title>Verifiering</title><style>a{color:red}</style><script>theme()</script></head><body>` +
      '<div id="root"><h1>Hej Anna</h1></div><div class="idv-alt" data-idv-alt="1"><h1>Hej</h1></div>' +
      skeleton(' data-idv-fallback role="progressbar" aria-label="Laddar"')
    expect(html).toBe(
      first +
        '<script type="application/json" id="idv-text" data-locale="sv" data-language="sv" data-namespace="otp" data-held-back>{"a":"b"}</script>' +
        '<script>one()</script><script>two()</script></body></html>',
    )
    expect(painted).toBe(first.length)
    // The compression is flushed after the text, right before the script: the painted part is in the first meta-block.
    expect(flushAt).toBe(html.indexOf('<script>one()'))
  })

  it('writes the prerender assumptions as JSON in a single-quoted attribute that no value can leave', () => {
    const steps = [{ html: '<h1>Hej</h1>', assumptions: { assumedLocale: "sv' onload='x&", assumedTypes: [] } }]
    const { html } = composeDocument(template, code, text, { steps, title: 'Verifiering', loading: 'Laddar' })
    expect(html).toContain(`data-idv-prerender='[{"l":"sv&#39; onload=&#39;x&amp;","t":[]}]'>`)
  })

  it('without a first step the root shows the skeleton; without text: English, no block; without CSS or head script: neither element', () => {
    const { html, flushAt } = composeDocument(template, { css: '', scripts: ['x'], head: '' })
    expect(flushAt).toBe(html.indexOf('<script>x'))
    expect(html).toBe(
      `<html lang="en"><head><title>Identity verification</title></head><body><div id="root">${skeleton(' role="progressbar" aria-label="Loading"')}</div><script>x</script></body></html>`,
    )
  })

  it('fails on a template that lacks a marker', () => {
    expect(() => splitTemplate('<html><!--styles--><!--scripts--><!--text-->')).toThrow(
      'widget/index.html lacks <!--lang-->',
    )
  })

  it('no text can end the data block or break out of an attribute', () => {
    const block = textBlock({
      locale: 'x" onload="y',
      language: 'sv&',
      namespace: null,
      body: '{"a":"</script><script>alert(1)</script>"}',
      heldBack: [],
    })
    expect(block).not.toContain('</script><script>')
    expect(block).toContain('\\u003c/script>')
    expect(block).toContain('data-locale="x&quot; onload=&quot;y" data-language="sv&amp;"')
    const json = block.slice(block.indexOf('">') + 2, block.lastIndexOf('</script>'))
    expect(JSON.parse(json)).toEqual({ a: '</script><script>alert(1)</script>' })
  })
})

describe('first-screen text (tools/build/document/text-body.ts)', () => {
  const locale = {
    root: {
      etag: 'r',
      body: JSON.stringify({
        common: { close: 'Close' },
        failure: { generic: { title: 'x' } },
        cancel: { title: 'y' },
        success: { title: 'z' },
      }),
    },
    namespaces: {
      otp: {
        etag: 'o',
        body: JSON.stringify({ send: 'Send', failure: { tooMany: 'x' }, retry: 'Retry' }),
        with: ['extra'],
      },
      extra: { etag: 'e', body: JSON.stringify({ hint: 'h' }) },
    },
  }

  it('splices a namespace and its companions into the root, with a validator of all their parts', () => {
    const spliced = textBody(locale, 'otp')
    expect(JSON.parse(spliced.body)).toMatchObject({
      common: { close: 'Close' },
      otp: { send: 'Send' },
      extra: { hint: 'h' },
    })
    expect(spliced.etag).toBe('r.o.e')
    expect(textBody(locale)).toEqual({ etag: 'r', body: locale.root.body })
  })

  it('leaves out the held-back groups, in the root and the namespace, but not a string of the same name', () => {
    expect(HELD_BACK_TEXT).toEqual(['failure', 'cancel', 'success', 'closing'])
    const body = JSON.parse(firstScreenBody(locale, 'otp'))
    expect(body.failure).toBeUndefined()
    expect(body.cancel).toBeUndefined()
    expect(body.success).toBeUndefined()
    expect(body.otp).toEqual({ send: 'Send', retry: 'Retry' })
  })

  it('with the words of the document’s script, leaves out the root’s groups and texts it never names, never the namespace’s', () => {
    // Minified as it ships: property names stay, so a read, a destructuring and a table of names all name the text.
    const named = wordsOf(['var e=t.common.close(),{title:n}=t.consent,waiting=1;', 'let o=["otp","send"]'])
    expect([...named]).toEqual(expect.arrayContaining(['common', 'close', 'consent', 'title', 'otp', 'send']))
    const root = {
      common: { close: 'Close', showMore: 'Show more' },
      consent: { title: 'T' },
      method: { another: 'A' },
    }
    const withRoot = { ...locale, root: { etag: 'r', body: JSON.stringify(root) } }
    const body = JSON.parse(firstScreenBody(withRoot, 'otp', [], named))
    expect(body.common).toEqual({ close: 'Close' })
    expect(body.consent).toEqual({ title: 'T' })
    expect(body.method).toBeUndefined()
    // Named (the script has a `waiting` of its own), but none of its texts is: nothing of it is left.
    expect(body.waiting).toBeUndefined()
    // The namespace and its companions are read by computed keys too (`t.hints[message]`): all of them stay.
    expect(body.extra).toEqual({ hint: 'h' })
    expect(body.otp).toEqual({ send: 'Send', retry: 'Retry' })
  })
})
