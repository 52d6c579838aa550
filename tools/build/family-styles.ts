import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import * as esbuild from 'esbuild'

/**
 * A strategy family's own CSS (`widget/screens/<family>/styles.css`), the
 * CSS of what families share beyond the first screen (`widget/kit/styles.css`),
 * and the CSS of the pieces held back from it (`widget/app/styles.css`), is built
 * apart from the widget's JS, minified under a content hash, and loaded by
 * the registry beside the family's chunk, so no family's CSS weighs on the
 * first screen. (Imported from the family's module instead, esbuild would
 * fold it into the entry's CSS, since every lazy chunk depends on the shell.)
 * Returns `{ <folder>: '/assets/styles-<folder>-<hash>.css' }`.
 */
export async function buildFamilyStyles({
  root,
  outdir,
  minify,
}: {
  root: string
  outdir: string
  minify: boolean
}): Promise<Record<string, string>> {
  const screens = join(root, 'widget', 'screens')
  const entryPoints = Object.fromEntries(
    [
      ...readdirSync(screens).map((family) => [family, join(screens, family)]),
      ['strategy', join(root, 'widget', 'kit')],
      ['held-back', join(root, 'widget', 'app')],
    ]
      .filter(([, dir]) => existsSync(join(dir!, 'styles.css')))
      .map(([name, dir]) => [name!, join(dir!, 'styles.css')]),
  )
  if (!Object.keys(entryPoints).length) return {}
  const result = await esbuild.build({
    entryPoints,
    absWorkingDir: root,
    outdir,
    entryNames: 'styles-[name]-[hash]',
    bundle: true,
    minify,
    metafile: true,
    logLevel: 'warning',
  })
  const styles: Record<string, string> = {}
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const family = Object.keys(entryPoints).find(
      (f) => output.entryPoint && join(root, output.entryPoint) === entryPoints[f],
    )
    if (family) styles[family] = `/${relative(join(outdir, '..'), join(root, file)).replaceAll('\\', '/')}`
  }
  return styles
}
