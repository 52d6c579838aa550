/**
 * The shopper's address as Cloudflare saw it. Only CF-Connecting-IP counts:
 * Cloudflare overwrites it, while X-Forwarded-For, X-Real-IP, Forwarded and
 * True-Client-IP can be written by anyone.
 */
export const clientIp = (request: Request): string | undefined =>
  request.headers.get('CF-Connecting-IP')?.trim() || undefined
