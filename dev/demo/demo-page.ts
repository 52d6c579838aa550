import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const html = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8')
const script = readFileSync(join(import.meta.dirname, 'demo.js'), 'utf8')

/** The demo checkout, loading the host SDK from the edge exactly as a merchant page would. */
export const demoPage = (widgetOrigin: string) =>
  html.replaceAll('%WIDGET_ORIGIN%', widgetOrigin).replace('/*demo.js*/', script)
