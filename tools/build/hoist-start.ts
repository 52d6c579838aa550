import { type FormatOptions, type MinifyOptions, type MinifyOutput, minify } from 'terser'

/** A top-level statement of terser's syntax tree, as much as this reads of it. */
interface Statement {
  TYPE: string
  name?: { name: string }
  start: { pos: number }
}
/** terser returns its tree (`format.ast`) and takes one as input, which its typings leave out. */
type WithTree = MinifyOutput & { ast?: { body: Statement[] } }

/**
 * The start's declaration moved up, to where `fraction` of the script lies
 * before it (a document's script, after terser: ./terser-pass.ts).
 *
 * esbuild orders modules by their imports, and the start's module imports
 * the whole shell, so the start came last, in the piece that arrives with
 * the document's last bytes (./script-pieces.ts): its compile, about 11 KB
 * of code with what terser inlined into it, was the first thing after the
 * last byte, before the start could run (10-15 ms at 4× CPU). Declared
 * further up, it is compiled as its piece arrives, while the rest is still
 * on its way; a function declaration runs nothing, and the start is only
 * called by the last statement, once every piece is in (./script-order.ts
 * checks that on the result).
 *
 * `names`: the functions to move (./script-pieces.ts `lastStatementCalls`),
 * each a top-level function declaration or left where it is. Moved by
 * terser, from its syntax tree, so the source map (`map`, of `code`) still
 * names every character's module.
 */
export async function hoistStart(
  code: string,
  map: string,
  names: readonly string[],
  fraction = 0.5,
): Promise<{ code: string; map: string }> {
  const options: MinifyOptions = { module: true, ecma: 2020, compress: false, mangle: false }
  const { ast } = (await minify(code, { ...options, format: { ast: true, code: false } as FormatOptions })) as WithTree
  if (!ast) throw new Error('terser returned no syntax tree')
  const body = ast.body
  const moved = body.filter((statement) => statement.TYPE === 'Defun' && names.includes(statement.name!.name))
  const rest = body.filter((statement) => !moved.includes(statement))
  const at = rest.findIndex((statement) => statement.start.pos >= code.length * fraction)
  if (moved.length && at >= 0) ast.body = [...rest.slice(0, at), ...moved, ...rest.slice(at)]
  const result = await minify(ast as unknown as string, {
    ...options,
    format: { comments: false },
    sourceMap: { content: map, asObject: false },
  })
  if (result.code === undefined || typeof result.map !== 'string') throw new Error('terser returned no code or map')
  return { code: result.code, map: result.map }
}
