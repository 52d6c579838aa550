/**
 * The client token's payload (its middle part, base64url JSON), unchecked;
 * undefined when it does not decode. The widget checks what it reads
 * (widget/session-api/session-details.ts); the host SDK only takes hints from it.
 */
export function tokenPayload(token: string): unknown {
  try {
    const base64 = (token.split('.')[1] ?? '').replaceAll('-', '+').replaceAll('_', '/')
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))))
  } catch {
    return undefined
  }
}
