// Builds dist/ (lazy widget chunks, family stylesheets, host SDK, and the
// edge's data: first-screen documents, text groups and their manifest, read by
// the worker through its ASSETS binding; contracts/edge-assets.ts),
// .build/text.json (precompiled text) and .build/documents.json (every
// document's parts, which the worker tests compare against; tools/documents.mjs). `--budget` fails the
// build when the first screen's document grows past the hard limit.
import { execFile } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import * as esbuild from 'esbuild'
import { MANGLE_PROPS } from './contracts/short-names.ts'
import { compileText } from './tools/compile-text.mjs'
import { buildDocuments } from './tools/documents.mjs'
import { writeEdgeAssets } from './tools/edge-assets.mjs'
import { buildFamilyStyles } from './tools/family-styles.mjs'
import { memoryRoutingOnly } from './tools/memory-routing-only.mjs'
import { reactAliases } from './tools/react-aliases.mjs'
import { screenCatalog } from './tools/screen-catalog.mjs'
import { buildHandoffPage } from './tools/handoff-page.mjs'
import { createPrerenderer } from './tools/prerender.mjs'
import { documentReport, sizeReport, textReport } from './tools/size-report.mjs'
import { buildWidget } from './tools/widget-build.mjs'

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    'build.mjs needs Node ≥ 22: run it through npm (`npm run build`), which puts the pinned Node first on PATH.',
  )
  process.exit(1)
}

const root = import.meta.dirname
const dist = join(root, 'dist')
const production = process.env.NODE_ENV !== 'development'
const TARGET = ['es2022', 'chrome100', 'safari15', 'firefox100']
/**
 * The first screen's budget (design.md "Budgets"), held for every first-screen document, each screen
 * type in each locale:
 * - what it paints (CSS, head script, the first step's markup) ends within the first TCP congestion
 *   window, 10 × 1,460 B as sent (brotli, flushed there): the shopper sees the screen after one flight;
 * - the whole document fits two flights (43,800 B): DevTools throttling has no slow start, so every
 *   flight past the second would cost a round trip the benchmark does not show.
 * Raise neither without a measured reason.
 */
const PAINTED_LIMIT = 14_600
const DOCUMENT_LIMIT = 43_800

const packageVersion = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).version

/** Build-time widget settings (README "Configuration"). */
const widgetConfig = {
  sessionDomains: (process.env.IDV_SESSION_DOMAINS ?? 'provider.com,provider.net')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean),
  idinHosts: (process.env.IDV_IDIN_HOSTS ?? 'preprod.signicat.com,id.signicat.com')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean),
}

await rm(dist, { recursive: true, force: true })
await mkdir(join(dist, 'assets'), { recursive: true })
await mkdir(join(root, '.build'), { recursive: true })

const text = await compileText(join(root, 'locales'))
await writeFile(join(root, '.build', 'text.json'), JSON.stringify(text))

const styles = await buildFamilyStyles({ root, outdir: join(dist, 'assets'), minify: production })
const define = {
  'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
  // A string, parsed once: an object here becomes a shared module of its own in every chunk graph.
  __IDV_CONFIG__: JSON.stringify(
    JSON.stringify({
      ...widgetConfig,
      textVersion: text.version,
      version: packageVersion,
      styles,
      locales: Object.keys(text.locales),
    }),
  ),
}

const catalog = await screenCatalog({ root })
// Screen types whose module and stylesheets are the same share one document script.
const variants = []
for (const entry of catalog) {
  const same = variants.find((v) => v.module === entry.module && v.styles.join() === entry.styles.join())
  if (same) same.types.push(entry.type)
  else variants.push({ key: entry.type, types: [entry.type], module: entry.module, styles: entry.styles })
}

const widget = await buildWidget({
  root,
  outdir: join(dist, 'assets'),
  main: 'widget/main.tsx',
  registry: 'widget/app/screen-registry.ts',
  variants,
  production,
  target: TARGET,
  alias: reactAliases,
  define,
  plugins: [memoryRoutingOnly],
})
await writeFile(
  join(root, '.build', 'meta.json'),
  JSON.stringify({ chunks: widget.chunks, documents: widget.documents.map(({ key, inputs }) => ({ key, inputs })) }),
)

// The head script every first-screen document carries (widget/boot/first-paint.ts): theme, the prerendered
// step's fit, early taps. With only the settings it reads, and no module syntax: it runs before the body.
const head = await esbuild.build({
  entryPoints: ['widget/boot/first-paint-entry.ts'],
  absWorkingDir: root,
  bundle: true,
  format: 'iife',
  target: TARGET,
  minify: production,
  write: false,
  legalComments: 'none',
  // It reads the prerender assumptions, which the document carries with short keys (contracts/short-names.ts).
  ...MANGLE_PROPS,
  define: {
    ...define,
    __IDV_CONFIG__: JSON.stringify(JSON.stringify({ ...widgetConfig, locales: Object.keys(text.locales) })),
  },
  logLevel: 'warning',
})

const documents = await buildDocuments({
  root,
  dist,
  templateHtml: await readFile(join(root, 'widget', 'index.html'), 'utf8'),
  catalog,
  documents: widget.documents,
  familyStyles: styles,
  text,
  production,
  head: head.outputFiles[0].text.trim(),
  prerender: await createPrerenderer({
    root,
    alias: reactAliases,
    define,
    plugins: [memoryRoutingOnly],
    text,
    catalog,
  }),
})

// The edge's data (text groups, the documents' manifest) as static assets it reads: the worker holds code alone.
await writeEdgeAssets({ dist, text, documents: documents.manifest })

// The page child windows open on and return to (hand-offs to a bank, BankID, a partner): apart from the widget.
const handoffPage = await buildHandoffPage({ root, dist, minify: production })

// The host SDK for merchant pages: a script tag (IIFE, global IdvWidget), the same as an ES module
// for bundlers, and the React binding, whose React stays the merchant's (a peer dependency).
const sdkOptions = {
  absWorkingDir: root,
  outdir: join(dist, 'sdk'),
  bundle: true,
  target: ['es2022', 'chrome100', 'safari15', 'firefox100'],
  minify: production,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
}
// Type declarations beside them (tsc in the background while esbuild works).
const sdkTypes = new Promise((done, fail) =>
  execFile(
    process.execPath,
    [join(root, 'node_modules', 'typescript-7', 'bin', 'tsc'), '-p', 'tsconfig.sdk.json'],
    { cwd: root },
    (error, stdout) => (error ? fail(new Error(`SDK type declarations: ${stdout}`)) : done()),
  ),
)
// Handled below, after the bundles; this only keeps an early failure from counting as unhandled.
sdkTypes.catch(() => {})
const sdkBuilds = await Promise.all([
  esbuild.build({
    ...sdkOptions,
    entryPoints: { 'idv-host': 'host/index.ts' },
    format: 'iife',
    globalName: 'IdvWidget',
  }),
  esbuild.build({
    ...sdkOptions,
    entryPoints: { 'idv-host': 'host/index.ts' },
    format: 'esm',
    outExtension: { '.js': '.mjs' },
  }),
  esbuild.build({
    ...sdkOptions,
    entryPoints: { 'idv-react': 'host/react.ts' },
    format: 'esm',
    external: ['react', 'react-dom'],
  }),
])
const sdkFiles = sdkBuilds.flatMap((b) => Object.keys(b.metafile.outputs))
await sdkTypes
// What a bundler (or npm) reads: the entries, and React as an optional peer for the binding alone.
await writeFile(
  join(dist, 'sdk', 'package.json'),
  JSON.stringify(
    {
      name: '@provider/idv-widget',
      version: packageVersion,
      type: 'module',
      sideEffects: false,
      exports: {
        '.': { types: './types/host/index.d.ts', default: './idv-host.mjs' },
        './react': { types: './types/host/react.d.ts', default: './idv-react.js' },
        // The script-tag build (a global IdvWidget), for pages without a bundler.
        './script': './idv-host.js',
      },
      peerDependencies: { react: '>=18' },
      peerDependenciesMeta: { react: { optional: true } },
    },
    null,
    2,
  ),
)

// Hashed names never change content: cache them for good. Everything else revalidates.
await writeFile(
  join(dist, '_headers'),
  ['/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '  X-Content-Type-Options: nosniff', ''].join(
    '\n',
  ),
)

const files = [
  ...Object.values(styles).map((href) => join(dist, href)),
  ...Object.keys(widget.chunks)
    .filter((f) => !f.endsWith('.map'))
    .map((f) => resolve(root, f)),
  ...sdkFiles.map((f) => resolve(root, f)),
  ...handoffPage,
]
const lazy = await sizeReport(root, files)
const textSizes = textReport(text)
const firstScreen = documentReport({ catalog, documents, widget, root })
await writeFile(
  join(dist, 'size-report.json'),
  JSON.stringify({ lazy, firstScreen, textVersion: text.version, textBrotli: textSizes }, null, 2),
)

console.log(
  `text ${text.version}: ${Object.keys(text.locales).length} locales, ${text.namespaces.length} strategy namespaces`,
)
const budgeted = firstScreen.budgeted
const painted = firstScreen.screens.reduce((a, b) => (b.painted > a.painted ? b : a))
const largest = firstScreen.screens.reduce((a, b) => (b.max > a.max ? b : a))
console.log(
  `first screen: ${budgeted.brotli} B brotli for ${budgeted.label}, one document; painted from its first ${painted.painted} B at most (${painted.type} in ${painted.paintedLocale}; limit ${PAINTED_LIMIT}); ` +
    `largest document ${largest.max} B (${largest.type} in ${largest.maxLocale}; limit ${DOCUMENT_LIMIT})`,
)
console.log(
  `host SDK entries, brotli: ${lazy
    .filter((r) => r.file.startsWith('dist/sdk/'))
    .map((r) => `${r.file.slice('dist/sdk/'.length)} ${r.brotli} B`)
    .join(', ')}`,
)
if (process.argv.includes('--budget') && (painted.painted > PAINTED_LIMIT || largest.max > DOCUMENT_LIMIT)) {
  if (painted.painted > PAINTED_LIMIT)
    console.error(
      `Budget exceeded: ${painted.type} in ${painted.paintedLocale} paints from its first ${painted.painted} B, over ${PAINTED_LIMIT}`,
    )
  if (largest.max > DOCUMENT_LIMIT)
    console.error(
      `Budget exceeded: ${largest.type} in ${largest.maxLocale} is ${largest.max} B, over ${DOCUMENT_LIMIT}`,
    )
  process.exit(1)
}
