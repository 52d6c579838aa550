/** Control characters never belong in a bank login or a bank's name (a paste can carry them); forms cap the length. */
export const withoutControlCharacters = (raw: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  raw.replace(/[\u0000-\u001f\u007f]/g, '')
