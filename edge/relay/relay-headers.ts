import { clientIp } from '../http/client-ip'

/**
 * The only headers a relayed request carries. Built from nothing rather than
 * filtered from the client's, so cookies, Authorization, forwarding headers
 * (X-Forwarded-For, Forwarded, X-Real-IP, True-Client-IP) and whatever a
 * client invents next never reach an upstream.
 */
export function relayHeaders(request: Request): Headers {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  const ip = clientIp(request)
  if (ip) headers.set('X-Client-IP', ip)
  return headers
}
