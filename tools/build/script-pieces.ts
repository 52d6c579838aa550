import ts from 'typescript'

/**
 * A document's script cut into classic scripts that run as they arrive.
 *
 * One inline module is compiled and run only once its last byte is in, and
 * its last byte is nearly the document's: on slow 3G with a slow CPU, the
 * whole script's parse, compile and evaluation then fell after the last
 * byte, with the main thread idle while the 30 KB arrived. Cut at top-level
 * statements into pieces, each a classic `<script>` the parser runs as soon
 * as its end tag is in, the work is spread over the transfer, and what is
 * left after the last byte is the last small piece and the start itself.
 *
 * Classic scripts of one document share its global scope, so the bundle's
 * scope-hoisted top-level bindings reach across pieces as they did within
 * the module, as long as no top-level code uses a binding a later piece
 * declares: esbuild orders modules dependencies first and the house has no
 * import cycles, and the build checks the rest (within a module, a function
 * called above its declaration) for every cut a size could put there
 * (./script-order.ts). They are also the frame's globals: the build refuses a name
 * that could be one of the window's own (the frame's `top`, `name`,
 * `location`…) or that a lazy chunk could read as a browser global. Minified
 * names are one or two characters, and no browser global is that short.
 *
 * Each piece starts with V8's compile hint (`//# allFunctionsCalledOnLoad`,
 * Chrome 136+): the start calls most of the shell, and compiling it eagerly
 * while bytes still arrive takes that compile off the first tap's path
 * (elsewhere the comment is a comment). Each piece is strict, as the module
 * was.
 *
 * Unminified (a development build), the script stays one piece in a
 * function of its own, and declares no globals.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** What each piece of a minified script starts with, before its statements. */
export const PIECE_PREFIX = `${COMPILE_HINT}\n"use strict";`
/** An unminified script's one piece: its code between these. */
export const WHOLE_SCRIPT = { before: `${COMPILE_HINT}\n(() => {\n"use strict";\n`, after: '\n})()' }

/**
 * Pieces cut at about this many characters (about 2.7 KB brotli, two packets):
 * whatever of a piece arrived before the last byte waits for its end tag, so
 * at most one piece's compile is left over. Each piece adds a hash (53 B) to
 * the CSP header: 16,000 left up to twice the compile, for half the hashes.
 */
export const PIECE_CHARS = 8_000

/** The tail kept as a piece of its own (the entry's start): what must run after the last byte. */
export const LAST_PIECE_CHARS = 1_000

const SAFE_GLOBAL = /^[A-Za-z_$][A-Za-z0-9_$]?$/

/**
 * `code`: the document's bundle (esbuild, format esm, no imports or exports
 * at its top level). Returns the pieces, in order.
 */
export function scriptPieces(
  code: string,
  {
    minified,
    name = 'document',
    pieceChars = PIECE_CHARS,
    lastChars = LAST_PIECE_CHARS,
  }: { minified: boolean; name?: string; pieceChars?: number; lastChars?: number },
): string[] {
  const file = ts.createSourceFile(`${name}.js`, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) || ts.isExportAssignment(statement))
      throw new Error(`${name}: its script has a top-level import or export, which a classic script cannot hold`)
  }
  if (/\bimport\.meta\b/.test(code))
    throw new Error(`${name}: its script reads import.meta, which a classic script lacks`)
  if (!minified) return [`${WHOLE_SCRIPT.before}${code}${WHOLE_SCRIPT.after}`]

  const unsafe = topLevelNames(file).filter((binding) => !SAFE_GLOBAL.test(binding))
  if (unsafe.length)
    throw new Error(
      `${name}: its top-level names ${unsafe.slice(0, 5).join(', ')} would be the frame’s globals; ` +
        'only one- or two-character names cannot shadow one of the window’s (tools/build/script-pieces.ts)',
    )

  const ends = file.statements.map((statement) => statement.end)
  const lastStart = lastPieceStart(ends, code.length, lastChars)
  const cuts: number[] = []
  let start = 0
  for (const end of ends) {
    if (end >= lastStart) break
    if (end - start >= pieceChars) {
      cuts.push(end)
      start = end
    }
  }
  cuts.push(lastStart)
  const bounds = [0, ...cuts.filter((cut) => cut > 0 && cut < code.length), code.length]
  return bounds.slice(1).map((end, i) => `${PIECE_PREFIX}${code.slice(bounds[i], end).trim()}`)
}

/**
 * The functions a script's last statement calls by name, outside any function
 * of its own (the entry's `start(root)`): what must stay declared where it is
 * for the last piece to stay small. A minifier inlines a function called once
 * into its caller; inlined there, the start's whole body would be the last
 * piece, compiled after the last byte instead of while bytes still arrive.
 */
export function lastStatementCalls(code: string): string[] {
  const file = ts.createSourceFile('script.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
  const last = file.statements.at(-1)
  const names = new Set<string>()
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) names.add(node.expression.text)
    ts.forEachChild(node, visit)
  }
  if (last) visit(last)
  return [...names]
}

/** Where the trailing statements that fit in `lastChars` begin. */
function lastPieceStart(ends: number[], length: number, lastChars: number): number {
  let at = length
  for (let i = ends.length - 2; i >= 0; i--) {
    if (length - ends[i]! > lastChars) break
    at = ends[i]!
  }
  return at
}

/** The names a script's top-level statements declare. */
function topLevelNames(file: ts.SourceFile): string[] {
  const names: string[] = []
  const collect = (node: ts.BindingName) => {
    if (ts.isIdentifier(node)) names.push(node.text)
    else for (const element of node.elements) if (!ts.isOmittedExpression(element)) collect(element.name)
  }
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) collect(d.name)
    else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      names.push(statement.name.text)
  }
  return names
}
