// Builds dist/ (widget + host SDK, served by the edge) and .build/text.json
// (precompiled text, bundled into the edge). `--budget` fails the build when
// the first screen's critical path grows past the hard limit.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import * as esbuild from 'esbuild'
import { compileText } from './tools/compile-text.mjs'
import { memoryRoutingOnly } from './tools/memory-routing-only.mjs'
import { reactAliases } from './tools/react-aliases.mjs'
import { countDynamicImports, retryableImports } from './tools/retryable-imports.mjs'
import { shellFirst } from './tools/shell-first.mjs'
import { buildFamilyStyles } from './tools/family-styles.mjs'
import { sizeReport, textReport } from './tools/size-report.mjs'

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error('build.mjs needs Node ≥ 22: run it through npm (`npm run build`), which puts the pinned Node first on PATH.')
  process.exit(1)
}

const root = import.meta.dirname
const dist = join(root, 'dist')
const production = process.env.NODE_ENV !== 'development'
// Raised from 20,000 when the widget core landed (dialog with cancel confirmation, crash guard,
// acknowledged parent messages, failure-text variants, telemetry loader: +2.9 KB). The goal
// stays 14,600; the way there is in README "Budget". Raise it only with a measured reason.
const HARD_LIMIT_BROTLI = 23_000

const packageVersion = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).version

/** Build-time widget settings (README "Configuration"). */
const widgetConfig = {
  sessionDomains: (process.env.IDV_SESSION_DOMAINS ?? 'provider.com,provider.net').split(',').map((d) => d.trim().toLowerCase()).filter(Boolean),
  idinHosts: (process.env.IDV_IDIN_HOSTS ?? 'preprod.signicat.com,id.signicat.com').split(',').map((d) => d.trim().toLowerCase()).filter(Boolean),
}


await rm(dist, { recursive: true, force: true })
await mkdir(join(dist, 'assets'), { recursive: true })
await mkdir(join(root, '.build'), { recursive: true })

const text = await compileText(join(root, 'locales'))
await writeFile(join(root, '.build', 'text.json'), JSON.stringify(text))

const styles = await buildFamilyStyles({ root, outdir: join(dist, 'assets'), minify: production })

const widget = await esbuild.build({
  entryPoints: { main: 'widget/main.tsx' },
  absWorkingDir: root,
  outdir: join(dist, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome100', 'safari15', 'firefox100'],
  minify: production,
  sourcemap: production ? false : 'linked',
  metafile: true,
  legalComments: 'none',
  jsx: 'automatic',
  jsxImportSource: 'react',
  alias: reactAliases,
  plugins: [memoryRoutingOnly, shellFirst(join(root, 'widget', 'boot', 'start.tsx'))],
  define: {
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    // A string, parsed once: an object here becomes a shared module of its own in every chunk graph.
    __IDV_CONFIG__: JSON.stringify(JSON.stringify({ ...widgetConfig, textVersion: text.version, version: packageVersion, styles })),
  },
  logLevel: 'warning',
})

const host = await esbuild.build({
  entryPoints: { 'idv-host': 'host/index.ts' },
  absWorkingDir: root,
  outdir: join(dist, 'sdk'),
  bundle: true,
  format: 'iife',
  globalName: 'IdvWidget',
  target: ['es2020'],
  minify: production,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
})

// The entry and every chunk it imports statically are on the first screen's path.
const outputs = widget.metafile.outputs

// Make every chunk import retryable after a failure (tools/retryable-imports.mjs); fail the build
// if esbuild ever writes them in a shape the rewrite does not see.
for (const [file, output] of Object.entries(outputs)) {
  if (!file.endsWith('.js')) continue
  const expected = output.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).length
  const code = await readFile(join(root, file), 'utf8')
  if (countDynamicImports(code) !== expected) {
    console.error(`${file}: expected ${expected} dynamic imports to make retryable, found ${countDynamicImports(code)}`)
    process.exit(1)
  }
  if (expected) await writeFile(join(root, file), retryableImports(code))
}
await writeFile(join(root, '.build', 'meta.json'), JSON.stringify(widget.metafile))
const entryJs = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'widget/main.tsx')
const staticClosure = (file, seen = new Set()) => {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const imp of outputs[file].imports) if (imp.kind === 'import-statement' && !imp.external) staticClosure(imp.path, seen)
  return seen
}
const criticalJs = [...staticClosure(entryJs)]
const css = outputs[entryJs].cssBundle
const href = (f) => `/${f.slice('dist/'.length)}`

const template = await readFile(join(root, 'widget', 'index.html'), 'utf8')
const html = template
  .replace('<!--styles-->', css ? `<link rel="stylesheet" href="${href(css)}" />` : '')
  .replace(
    '<!--scripts-->',
    [
      `<script type="module" src="${href(entryJs)}"></script>`,
      ...criticalJs.filter((f) => f !== entryJs).map((f) => `<link rel="modulepreload" href="${href(f)}" />`),
    ].join('\n    '),
  )
await writeFile(join(dist, 'index.html'), html)

// The edge's CSP allows no 'unsafe-inline': it allows inline code by hash only. Hash whatever
// is inlined here, so inlining the first screen's JS or CSS later cannot break it silently.
// Attributes (onclick=, style=) could only be allowed with 'unsafe-hashes': refuse them.
const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const inline = (tag) => [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))].filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs)).map(([, , body]) => cspHash(body))
const inlineAttributes = html.match(/<[^>]+\s(?:on[a-z]+|style)\s*=/gi)
if (inlineAttributes) {
  console.error(`dist/index.html has inline handlers or style attributes, which the CSP refuses: ${inlineAttributes.join(' ')}`)
  process.exit(1)
}
await writeFile(join(root, '.build', 'csp.json'), JSON.stringify({ scriptSrc: inline('script'), styleSrc: inline('style') }))

// Hashed names never change content: cache them for good. Everything else revalidates.
await writeFile(
  join(dist, '_headers'),
  ['/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '  X-Content-Type-Options: nosniff', ''].join('\n'),
)

const critical = new Set([join(dist, 'index.html'), ...criticalJs.map((f) => resolve(root, f)), ...(css ? [resolve(root, css)] : [])])
const files = [join(dist, 'index.html'), ...Object.values(styles).map((href) => join(dist, href)), ...Object.keys(outputs).filter((f) => !f.endsWith('.map')).map((f) => resolve(root, f)), ...Object.keys(host.metafile.outputs).map((f) => resolve(root, f))]
const report = await sizeReport(root, files, critical)
const textSizes = textReport(text)
await writeFile(join(dist, 'size-report.json'), JSON.stringify({ ...report, textVersion: text.version, textBrotli: textSizes }, null, 2))

console.log(`text ${text.version}: ${Object.keys(text.locales).length} locales, ${text.namespaces.length} strategy namespaces`)
console.log(`first screen critical path: ${report.critical.brotli} B brotli (goal 14,600; hard limit ${HARD_LIMIT_BROTLI})`)
if (process.argv.includes('--budget') && report.critical.brotli > HARD_LIMIT_BROTLI) {
  console.error(`Budget exceeded: ${report.critical.brotli} > ${HARD_LIMIT_BROTLI} bytes brotli`)
  process.exit(1)
}
