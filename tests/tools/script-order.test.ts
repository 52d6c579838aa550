import { createContext, runInContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { forwardReferences, refuseForwardReferences } from '../../tools/build/script-order.ts'

const names = (code: string) => forwardReferences(code).map((f) => `${f.use} ${f.name}`)

describe('the top-level order the script pieces rely on (tools/build/script-order.ts)', () => {
  it('finds a call or a read of a binding a later statement declares: with a cut between them, the first throws', () => {
    const code = 'var a=b();function b(){return 1}'
    expect(names(code)).toEqual(['calls b'])
    // Cut after the first statement, as a size could: the piece that calls runs before the one that declares.
    const context = createContext({})
    expect(() => runInContext('"use strict";var a=b();', context)).toThrow(/b is not defined/)
    expect(names('var x=Y+1;var Y=2')).toEqual(['reads Y'])
  })

  it('follows the functions top-level code calls, and reports the call', () => {
    const code = 'function f(){return g(Z)}function g(v){return v}var y=f();var Z=1'
    const [found] = forwardReferences(code)
    expect(found).toMatchObject({
      name: 'Z',
      use: 'reads',
      usedAt: code.indexOf('=f()') + 1,
      declaredAt: code.lastIndexOf('Z'),
    })
  })

  it('follows immediately invoked functions and class static code', () => {
    expect(names('(()=>Z)();var Z=1')).toEqual(['reads Z'])
    expect(names('!function(){Z}();var Z=1')).toEqual(['reads Z'])
    expect(names('class C{static s=Z}var Z=1')).toEqual(['reads Z'])
    expect(names('class C extends D{}class D{}')).toEqual(['reads D'])
  })

  it('leaves what runs later, after every piece is in, and what is no read of the binding', () => {
    expect(names('var g=()=>Z;var Z=1')).toEqual([])
    expect(names('function f(){return Z}var Z=1;f()')).toEqual([])
    expect(names('class C{m(){return Z}static n(){return Z}}var Z=1')).toEqual([])
    // Shadowed by a parameter, a property name, typeof.
    expect(names('function f(Z){return Z}var y=f(1);var Z=2')).toEqual([])
    expect(names('var o={Z:1},p=o.Z;var Z=2')).toEqual([])
    expect(names('var t=typeof Z;var Z=2')).toEqual([])
    // A shorthand property is a read.
    expect(names('var o={Z};var Z=2')).toEqual(['reads Z'])
  })

  it('fails naming the binding, where it is used and where declared', () => {
    expect(() => refuseForwardReferences('var a=b();function b(){}', { name: 'document otp' })).toThrow(
      /document otp: top-level code uses a binding before the statement that declares it:\n {2}offset 6 calls `b`, which offset 19 declares later/,
    )
  })
})
