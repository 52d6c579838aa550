import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { cspHash } from './documents.ts'
import { replaceOnce } from './replace-once.ts'
import { SUPPORTED, TARGET } from './settings.ts'

/** The CSP sources of the hand-off page's inline script and stylesheet, for the edge's manifest. */
export interface HandoffPageHashes {
  scriptHash: string
  styleHash: string | null
}

/**
 * The hand-off page the child windows open and return to (docs/architecture.md "Child
 * windows"), built apart from the widget: its own small entry and stylesheet,
 * inlined into `dist/handoff/index.html`, which the edge serves at
 * /handoff/open and /handoff/return with a CSP that allows exactly these two
 * (their hashes go to the edge's manifest) and nothing else inline. Inline,
 * because a child window on a slow network paid a round trip for its script
 * and stylesheet before it could shake hands with the widget and go on to
 * the partner (about 4 KB). Returns the file it wrote and the hashes.
 */
export async function buildHandoffPage({
  root,
  dist,
  minify,
}: {
  root: string
  dist: string
  minify: boolean
}): Promise<{ files: string[]; hashes: HandoffPageHashes }> {
  const result = await esbuild.build({
    entryPoints: { handoff: 'widget/handoff-page/main.ts' },
    absWorkingDir: root,
    outdir: join(dist, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    target: TARGET,
    supported: SUPPORTED,
    minify,
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  })
  const text = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text.trim() ?? ''
  const js = text('.js')
  const css = text('.css')
  const what = 'widget/handoff-page/index.html'
  // Inline text ends at the first closing tag of its element, wherever it stands.
  if (/<\/script/i.test(js) || /<\/style/i.test(css)) throw new Error(`${what}: the inlined code holds a closing tag`)
  const template = await readFile(join(root, 'widget', 'handoff-page', 'index.html'), 'utf8')
  const html = replaceOnce(
    replaceOnce(template, '<!--styles-->', css ? `<style>${css}</style>` : '', what),
    '<!--scripts-->',
    `<script type="module">${js}</script>`,
    what,
  )
  // Anything inline beyond these two (a handler, a style attribute) would simply not run under the page's CSP.
  const other = html.match(/<[^>]+\s(?:on[a-z]+|style)\s*=/gi)
  if (other) throw new Error(`${what} must have no inline handlers or style attributes: ${other.join(' ')}`)
  await mkdir(join(dist, 'handoff'), { recursive: true })
  await writeFile(join(dist, 'handoff', 'index.html'), html)
  return {
    files: [join(dist, 'handoff', 'index.html')],
    hashes: { scriptHash: cspHash(js), styleHash: css ? cspHash(css) : null },
  }
}
