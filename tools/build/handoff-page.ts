import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import * as esbuild from 'esbuild'
import { replaceOnce } from './replace-once.ts'

/**
 * The hand-off page the child windows open and return to (docs/architecture.md "Child
 * windows"), built apart from the widget: its own small entry and
 * stylesheet under content hashes, and `dist/handoff/index.html`, which the
 * edge serves at /handoff/open and /handoff/return with a CSP that allows
 * no inline code at all. Returns the files it wrote, for the size report.
 */
export async function buildHandoffPage({
  root,
  dist,
  minify,
}: {
  root: string
  dist: string
  minify: boolean
}): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: { handoff: 'widget/handoff-page/main.ts' },
    absWorkingDir: root,
    outdir: join(dist, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    target: ['es2022', 'chrome100', 'safari15', 'firefox100'],
    minify,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  })
  const outputs = Object.keys(result.metafile.outputs)
  const js = outputs.find((f) => f.endsWith('.js'))
  const css = outputs.find((f) => f.endsWith('.css'))
  const href = (file: string) => `/${file.slice(file.indexOf('assets/'))}`
  const template = await readFile(join(root, 'widget', 'handoff-page', 'index.html'), 'utf8')
  const what = 'widget/handoff-page/index.html'
  const html = replaceOnce(
    replaceOnce(template, '<!--styles-->', css ? `<link rel="stylesheet" href="${href(css)}" />` : '', what),
    '<!--scripts-->',
    `<script type="module" src="${href(js!)}"></script>`,
    what,
  )
  // The page's CSP has no hashes: anything inline would simply not run.
  const inline = html.match(/<script\b(?![^>]*\bsrc=)[^>]*>|<style\b|<[^>]+\s(?:on[a-z]+|style)\s*=/gi)
  if (inline) throw new Error(`widget/handoff-page/index.html must have no inline code or styles: ${inline.join(' ')}`)
  await mkdir(join(dist, 'handoff'), { recursive: true })
  await writeFile(join(dist, 'handoff', 'index.html'), html)
  return [join(dist, 'handoff', 'index.html'), ...outputs.map((f) => resolve(root, f))]
}
