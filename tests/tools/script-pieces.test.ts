import { createContext, runInContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, lastStatementCalls, scriptPieces } from '../../tools/build/script-pieces.ts'

/** A minified-looking bundle: short top-level names, modules in dependency order, the start last. */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmn'
const bundle = [
  ...Array.from({ length: 40 }, (_, i) => `var a${LETTERS[i]}=${i};`),
  'function f(x){return x+aB}',
  'class C{get v(){return f(1)}}',
  'var {x:X,y:[Y]}={x:2,y:[3]};',
  ...Array.from({ length: 40 }, (_, i) => `var b${LETTERS[i]}=f(${i});`),
  'globalThis.out=[new C().v,X,Y,bJ];',
].join('\n')

/** Runs pieces as a page runs classic scripts: one after another, in one global scope. */
function run(pieces: string[]) {
  const context = createContext({})
  for (const piece of pieces) runInContext(piece, context)
  return context.out
}

describe('the document script in classic pieces (tools/build/script-pieces.ts)', () => {
  it('cuts at top-level statements, keeps the start alone at the end, and runs as the one script did', () => {
    const pieces = scriptPieces(bundle, { minified: true, pieceChars: 200, lastChars: 60 })
    expect(pieces.length).toBeGreaterThan(3)
    for (const piece of pieces) expect(piece.startsWith(`${COMPILE_HINT}\n"use strict";`)).toBe(true)
    expect(pieces.at(-1)).toContain('globalThis.out=')
    expect(pieces.at(-1)!.length).toBeLessThan(100)
    const body = (piece: string) => piece.slice(`${COMPILE_HINT}\n"use strict";`.length)
    expect(pieces.map(body).join('\n')).toBe(bundle)
    expect(run(pieces)).toEqual([2, 2, 3, 10])
    expect(run([bundle])).toEqual([2, 2, 3, 10])
  })

  it('names what the last statement calls, not what functions within it call', () => {
    expect(
      lastStatementCalls('function s(r){go(r)}mark?.("x"),void s(document.getElementById("root")).then(()=>{later()})'),
    ).toEqual(['mark', 's'])
    expect(lastStatementCalls('var a=1')).toEqual([])
    expect(lastStatementCalls('')).toEqual([])
  })

  it('is strict, as the module was', () => {
    expect(() => run(scriptPieces('var a=1;undeclared=2;', { minified: true }))).toThrow(/undeclared is not defined/)
  })

  it('refuses top-level names that could be, or shadow, one of the frame’s globals', () => {
    expect(() => scriptPieces('var top=1;function name(){}', { minified: true, name: 'document otp' })).toThrow(
      /document otp: its top-level names top, name would be the frame’s globals/,
    )
  })

  it('refuses what a classic script cannot hold', () => {
    expect(() => scriptPieces('import{a}from"./a.js";a()', { minified: true })).toThrow(/import or export/)
    expect(() => scriptPieces('var u=import.meta.url', { minified: true })).toThrow(/import\.meta/)
  })

  it('unminified, keeps the script whole, in a function of its own: no globals', () => {
    const pieces = scriptPieces('var longName=1;globalThis.out=[longName]', { minified: false })
    expect(pieces).toHaveLength(1)
    const context = createContext({})
    runInContext(pieces[0]!, context)
    expect(context.out).toEqual([1])
    expect(context.longName).toBeUndefined()
  })
})
