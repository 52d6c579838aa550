const encoder = new TextEncoder()

/** The relay's limits are in bytes of UTF-8, not in UTF-16 units. */
export const byteLength = (text: string): number => encoder.encode(text).length

/** Cuts `text` to at most `max` bytes of UTF-8, marking the cut with an ellipsis. */
export function truncateBytes(text: string, max: number): string {
  // A UTF-16 unit is at most 3 bytes: short texts skip the encoding.
  if (text.length * 3 <= max) return text
  const bytes = encoder.encode(text)
  if (bytes.length <= max) return text
  // A code point split by the cut decodes to U+FFFD: drop it rather than send a broken character.
  return `${new TextDecoder().decode(bytes.subarray(0, max - 3)).replace(/\uFFFD$/, '')}…`
}
