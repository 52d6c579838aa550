/** How much structure a relayed JSON value may have. */
export interface JsonBounds {
  /** Nesting levels below the value itself (0: a primitive only). */
  maxDepth: number
  /** Entries of any one array or object. */
  maxEntries: number
  /** Characters of any one string, keys included. */
  maxString: number
}

/**
 * True when `value` is plain JSON within `bounds`. Walks with its own stack,
 * never recursion, and stops at the first level too deep: a 30,000-level
 * body costs a few steps here instead of overflowing a consumer's stack
 * further down (the dev sink's page did). RELAY_API.md states the limits.
 */
export function isBoundedJson(value: unknown, bounds: JsonBounds): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item === 'boolean') continue
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return false
      continue
    }
    if (typeof item === 'string') {
      if (item.length > bounds.maxString) return false
      continue
    }
    if (typeof item !== 'object' || depth >= bounds.maxDepth) return false
    const entries = Array.isArray(item) ? item.map((v) => ['', v] as const) : Object.entries(item)
    if (entries.length > bounds.maxEntries) return false
    for (const [key, child] of entries) {
      if (key.length > bounds.maxString) return false
      stack.push([child, depth + 1])
    }
  }
  return true
}
