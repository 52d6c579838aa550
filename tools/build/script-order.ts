import { sourceMapEntries } from './source-map-entries.ts'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'

/** A top-level statement that uses a binding declared only by a later one. */
export interface ForwardReference {
  /** The binding's name in the script. */
  name: string
  /** Whether the early code calls it (a function) or reads it. */
  use: 'calls' | 'reads'
  /** Where the script uses it, and where it declares it: offsets into the script. */
  usedAt: number
  declaredAt: number
}

/**
 * Every place where a script's top-level code, as it runs, uses a top-level
 * binding that a later top-level statement declares.
 *
 * The document script is cut into classic scripts at top-level statements
 * (./script-pieces.ts), and where the cuts fall moves with byte counts. A
 * binding declared in a later piece does not exist yet while an earlier one
 * runs: reading it, or calling a function that reads it, throws. Any statement
 * end can become a cut, so this holds the order statement by statement, not
 * piece by piece: an edit that breaks it fails the build at once, not the
 * build after some unrelated edit moves a cut between the two.
 *
 * "As it runs": the statements themselves, and the bodies of the functions
 * they call by name (and those functions' calls, and so on), of immediately
 * invoked functions, and of class static blocks and static fields. Function
 * bodies only defined, not called, run later, when every piece is in.
 */
export function forwardReferences(code: string, fileName = 'document.js'): ForwardReference[] {
  const host = ts.createCompilerHost({ allowJs: true, noLib: true, noResolve: true })
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  host.getSourceFile = (name) => (name === fileName ? file : undefined)
  const program = ts.createProgram({
    rootNames: [fileName],
    options: { allowJs: true, noLib: true, noResolve: true, types: [] },
    host,
  })
  const checker = program.getTypeChecker()

  // Each top-level binding: the index of the statement that declares it, and a function's body if it is one.
  const declaredBy = new Map<ts.Symbol, { index: number; at: number; body?: ts.Node }>()
  const declare = (name: ts.BindingName | ts.Identifier, index: number, body?: ts.Node) => {
    if (ts.isIdentifier(name)) {
      const symbol = checker.getSymbolAtLocation(name)
      if (symbol) declaredBy.set(symbol, { index, at: name.getStart(file), ...(body && { body }) })
    } else for (const element of name.elements) if (!ts.isOmittedExpression(element)) declare(element.name, index)
  }
  file.statements.forEach((statement, index) => {
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer && skipParentheses(d.initializer)
        declare(d.name, index, init && isFunctionLike(init) ? init : undefined)
      }
    else if (ts.isFunctionDeclaration(statement) && statement.name) declare(statement.name, index, statement)
    else if (ts.isClassDeclaration(statement) && statement.name) declare(statement.name, index)
  })

  const found: ForwardReference[] = []
  const seen = new Set<string>()
  file.statements.forEach((statement, index) => {
    const visitedBodies = new Set<ts.Node>()
    // `node`'s code as it runs now: nested functions skipped unless invoked here, bodies of called functions followed.
    const run = (node: ts.Node, usedAt?: number): void => {
      if (isFunctionLike(node) && !isInvokedNow(node)) return
      if (ts.isClassLike(node)) {
        runClass(node, usedAt)
        return
      }
      if (ts.isIdentifier(node) && !isDeclarationName(node)) {
        const symbol = ts.isShorthandPropertyAssignment(node.parent)
          ? checker.getShorthandAssignmentValueSymbol(node.parent)
          : checker.getSymbolAtLocation(node)
        const declared = symbol && declaredBy.get(symbol)
        if (declared) {
          const called = ts.isCallExpression(node.parent) && node.parent.expression === node
          const at = usedAt ?? node.getStart(file)
          if (declared.index > index && !isTypeofOperand(node)) {
            const key = `${at}:${node.text}`
            if (!seen.has(key)) {
              seen.add(key)
              found.push({ name: node.text, use: called ? 'calls' : 'reads', usedAt: at, declaredAt: declared.at })
            }
          } else if (called && declared.body && !visitedBodies.has(declared.body)) {
            visitedBodies.add(declared.body)
            // What the called function runs is reported where the statement calls it: that is the line to move.
            run(functionBody(declared.body), at)
          }
        }
        return
      }
      ts.forEachChild(node, (child) => run(child, usedAt))
    }
    const runClass = (node: ts.ClassLikeDeclaration, usedAt?: number) => {
      for (const clause of node.heritageClauses ?? []) run(clause, usedAt)
      for (const member of node.members) {
        if (member.name && ts.isComputedPropertyName(member.name)) run(member.name, usedAt)
        const isStatic = ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static
        if (ts.isClassStaticBlockDeclaration(member)) run(member.body, usedAt)
        else if (isStatic && ts.isPropertyDeclaration(member) && member.initializer) run(member.initializer, usedAt)
      }
    }
    if (ts.isFunctionDeclaration(statement)) return
    run(statement)
  })
  return found
}

const isFunctionLike = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessor(node) ||
  ts.isSetAccessor(node) ||
  ts.isConstructorDeclaration(node)

const skipParentheses = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ? skipParentheses(node.expression) : node

const functionBody = (node: ts.Node): ts.Node => (isFunctionLike(node) && node.body ? node.body : node)

/** `(() => …)()`, `(function () {…})()`, `!function () {…}()`: a function run where it stands. */
function isInvokedNow(node: ts.Node): boolean {
  let outer = node
  while (ts.isParenthesizedExpression(outer.parent)) outer = outer.parent
  return ts.isCallExpression(outer.parent) && outer.parent.expression === outer
}

function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent
  return (
    ((ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isBindingElement(parent)) &&
      parent.name === node) ||
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node)
  )
}

/** `typeof x` of an undeclared `x` is "undefined", not an error. */
const isTypeofOperand = (node: ts.Node): boolean => ts.isTypeOfExpression(node.parent)

/** A position in the source: `path:line:column`, and the binding's name there if the script renamed it. */
export type Origin = (offset: number) => { at: string; name?: string }

/**
 * Fails with every forward reference in `code` (see forwardReferences), each
 * named where its source says it: `origin(offset)` turns a position in the
 * script into one in the source (sourceOrigin).
 */
export function refuseForwardReferences(
  code: string,
  { name, origin = (offset) => ({ at: `offset ${offset}` }) }: { name: string; origin?: Origin },
): void {
  const found = forwardReferences(code)
  if (!found.length) return
  const describe = (f: ForwardReference) => {
    const used = origin(f.usedAt)
    const declared = origin(f.declaredAt)
    const source = declared.name ?? f.name
    const binding = source === f.name ? `\`${f.name}\`` : `\`${source}\` (\`${f.name}\` in the script)`
    return `  ${used.at} ${f.use} ${binding}, which ${declared.at} declares later`
  }
  throw new Error(
    `${name}: top-level code uses a binding before the statement that declares it:\n${found.map(describe).join('\n')}\n` +
      'The document script is cut into classic scripts at top-level statements, wherever its byte counts put the ' +
      'cuts (tools/build/script-pieces.ts): one cut between the two and the first throws, as the binding does not exist ' +
      'yet. Declare it above its first top-level use, or use it only inside a function that runs later.',
  )
}

/**
 * The Origin of positions in `code` through its source map (`map`: the map's
 * JSON, `mapFile`: where the map is, which its source paths are relative to),
 * with paths relative to `root`.
 */
export function sourceOrigin(code: string, map: string, mapFile: string, root: string): Origin {
  const entryAt = sourceMapEntries(code, map)
  return (offset) => {
    const entry = entryAt(offset)
    if (!('originalSource' in entry)) return { at: `offset ${offset}` }
    const source = relative(root, resolve(dirname(mapFile), entry.originalSource))
    // Node's types leave out the name it reads from the map's `names`.
    const { name } = entry as { name?: string }
    return { at: `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`, ...(name && { name }) }
  }
}
