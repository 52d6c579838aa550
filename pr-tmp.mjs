import { readFile } from 'node:fs/promises'
import { createPrerenderer } from './tools/prerender.mjs'
import { reactAliases } from './tools/react-aliases.mjs'
import { memoryRoutingOnly } from './tools/memory-routing-only.mjs'
import { screenCatalog } from './tools/screen-catalog.mjs'
const root = process.cwd()
const text = JSON.parse(await readFile('.build/text.json', 'utf8'))
const define = { 'process.env.NODE_ENV': '"production"', __IDV_CONFIG__: JSON.stringify(JSON.stringify({ sessionDomains: ['provider.com'], idinHosts: [], textVersion: text.version, version: '0', locales: Object.keys(text.locales) })) }
const catalog = await screenCatalog({ root, registry: 'widget/app/screen-registry.ts', alias: reactAliases, define, plugins: [memoryRoutingOnly] })
const t0 = performance.now()
const prerender = await createPrerenderer({ root, alias: reactAliases, define, plugins: [memoryRoutingOnly], text, catalog })
console.log('analysis ms', Math.round(performance.now() - t0))
for (const e of catalog) { const r = await prerender(e.type, 'en'); console.log(e.type, r && r.html.length, r && JSON.stringify(r.assumptions)) }
const r = await prerender('otp', 'el'); console.log(r.html)
