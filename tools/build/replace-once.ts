/**
 * A text rewrite of generated or third-party code that must find what it
 * rewrites: exactly once, or the build fails naming it. A silent miss (a
 * library's new release, esbuild's new output) would ship unrewritten code.
 */
export function replaceOnce(text: string, search: string, replacement: string, what: string): string {
  const at = text.indexOf(search)
  if (at < 0) throw new Error(`${what}: did not find ${JSON.stringify(search)} to rewrite`)
  if (text.indexOf(search, at + search.length) >= 0)
    throw new Error(`${what}: found ${JSON.stringify(search)} more than once`)
  return text.slice(0, at) + replacement + text.slice(at + search.length)
}
