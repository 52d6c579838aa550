import { readFileSync } from 'node:fs'

const html = readFileSync(new URL('./index.html', import.meta.url), 'utf8')
const script = readFileSync(new URL('./demo.js', import.meta.url), 'utf8')

/** The demo checkout, loading the host SDK from the edge exactly as a merchant page would. */
export const demoPage = (widgetOrigin: string) =>
  html.replaceAll('%WIDGET_ORIGIN%', widgetOrigin).replace('/*demo.js*/', script)
