// `npm run build` (`--budget`: fail when a first-screen document passes its budget). The build's one
// orchestrator: each stage below is a module of tools/build/, run in this order.
//
//  1. text             compile-text.ts        every locale's text compiled → .build/text.json
//  2. family styles    family-styles.ts       each family's stylesheet → dist/assets/
//  3. settings         settings.ts            what the widget's bundles are defined with (__IDV_CONFIG__)
//  4. screen catalog   screen-catalog.ts      the screen types as data, and the first-screen variants
//  5. widget graph     widget/graph.ts        what loads what, each family's layer, the kit's groups, the shared exports
//  6. lazy chunks      widget/lazy-chunks.ts  everything loaded later, and each kit group → dist/assets/, sharing the runtime table
//  7. document scripts widget/document-scripts.ts  one script per variant, minified again (terser-pass.ts),
//                                             checked and cut into classic pieces;
//                      document-modules.ts    which module each piece's every character is → .build/document-modules.json
//  8. head script      head-script.ts         the script in every first-screen document's head
//  9. documents        documents.ts           every first-screen document, each first step prerendered
//                                             (prerender.ts) → dist/_documents/, .build/documents.json
// 10. hand-off page    handoff-page.ts        the page child windows open on, script and style inline → dist/handoff/
// 11. edge assets      edge-assets.ts         text groups and the manifest (documents, hand-off page hashes) → dist/_text/, dist/_edge/
// 12. host SDK         host-sdk.ts            script tag, ES module, React binding and types → dist/sdk/
// 13. cache headers    host-sdk.ts            dist/_headers
// 14. sizes and budget budget.ts              dist/size-report.json, and the first screen's budget
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { reportSizes } from './tools/build/budget.ts'
import { compileText } from './tools/build/compile-text.ts'
import { writeDocumentModules } from './tools/build/document-modules.ts'
import { buildDocuments } from './tools/build/documents.ts'
import { writeEdgeAssets } from './tools/build/edge-assets.ts'
import { buildFamilyStyles } from './tools/build/family-styles.ts'
import { buildHandoffPage } from './tools/build/handoff-page.ts'
import { buildHeadScript } from './tools/build/head-script.ts'
import { buildHostSdk, writeCacheHeaders } from './tools/build/host-sdk.ts'
import { memoryRoutingOnly } from './tools/build/memory-routing-only.ts'
import { createPrerenderer } from './tools/build/prerender.ts'
import { reactAliases } from './tools/build/react-aliases.ts'
import { documentVariants, screenCatalog } from './tools/build/screen-catalog.ts'
import { TARGET, widgetDefines } from './tools/build/settings.ts'
import { documentScripts } from './tools/build/widget/document-scripts.ts'
import { describeKitGroups, widgetGraph } from './tools/build/widget/graph.ts'
import { lazyChunks } from './tools/build/widget/lazy-chunks.ts'
import { FAMILY_KIT, SHARED_MODULES, type WidgetBuild } from './tools/build/widget/options.ts'

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    'build.ts needs Node ≥ 24: run it through npm (`npm run build`), which puts the pinned Node first on PATH.',
  )
  process.exit(1)
}

const root = import.meta.dirname
const dist = join(root, 'dist')
const assets = join(dist, 'assets')
const production = process.env.NODE_ENV !== 'development'

await rm(dist, { recursive: true, force: true })
await mkdir(assets, { recursive: true })
await mkdir(join(root, '.build'), { recursive: true })

// 1. text
const text = await compileText(join(root, 'locales'))
await writeFile(join(root, '.build', 'text.json'), JSON.stringify(text))
// 2. family styles
const styles = await buildFamilyStyles({ root, outdir: assets, minify: production })
// 3. settings
const { version, define, headDefine } = await widgetDefines({ root, production, text, styles })
// 4. screen catalog
const catalog = await screenCatalog({ root })
const variants = documentVariants(catalog)

const widget: WidgetBuild = {
  root,
  main: 'widget/main.tsx',
  registry: 'widget/app/screen-registry.ts',
  families: 'widget/app/family-registry.ts',
  early: 'widget/boot/begun.ts',
  kit: FAMILY_KIT,
  loader: SHARED_MODULES,
  production,
  target: TARGET,
  alias: reactAliases,
  define,
  plugins: [memoryRoutingOnly],
  cache: join(root, '.build', 'terser-cache'),
}
// 5. widget graph
const graph = await widgetGraph(widget, variants)
console.log(describeKitGroups(graph.groups, (path) => relative(root, path)))
// 6. lazy chunks
const chunks = await lazyChunks(widget, assets, graph)
// 7. document scripts
const scripts = await documentScripts(widget, variants, chunks, graph.groups)
await writeFile(
  join(root, '.build', 'meta.json'),
  JSON.stringify({ chunks: chunks.outputs, documents: scripts.map(({ key, inputs }) => ({ key, inputs })) }),
)
const documentModules = await writeDocumentModules(root, scripts)
// 8. head script
const head = await buildHeadScript({ root, production, define: headDefine, cache: widget.cache })
// 9. documents
const documents = await buildDocuments({
  root,
  dist,
  templateHtml: await readFile(join(root, 'widget', 'index.html'), 'utf8'),
  catalog,
  documents: scripts,
  familyStyles: styles,
  text,
  production,
  head,
  prerender: await createPrerenderer({ root, alias: reactAliases, define, plugins: widget.plugins, text, catalog }),
})
// 10. hand-off page (its CSP hashes go to the edge's manifest)
const handoffPage = await buildHandoffPage({ root, dist, minify: production })
// 11. edge assets
await writeEdgeAssets({ dist, text, documents: documents.manifest, handoffPage: handoffPage.hashes })
// 12. host SDK
const sdk = await buildHostSdk({ root, dist, production, version })
// 13. cache headers
await writeCacheHeaders(dist)
// 14. sizes and budget
const withinBudget = await reportSizes({
  root,
  dist,
  files: [
    ...Object.values(styles).map((href) => join(dist, href)),
    ...Object.keys(chunks.outputs)
      .filter((f) => !f.endsWith('.map'))
      .map((f) => resolve(root, f)),
    ...sdk,
    ...handoffPage.files,
  ],
  text,
  documents: {
    catalog,
    documents,
    widget: { documents: scripts, sharedExports: chunks.layout.keys.size, modules: documentModules },
  },
  modules: documentModules,
  enforce: process.argv.includes('--budget'),
})
if (!withinBudget) process.exit(1)
