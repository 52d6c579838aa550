import { config } from '../../../kit/session'

/**
 * Spec §5: iDIN's pages are https on one of its two hosts (test and
 * production; IDV_IDIN_HOSTS). The token's signicatUrl was checked so at
 * start-up; a page the session names is held to the same rule (plain http
 * only on loopback, where the demo's stand-in runs: the hand-off's own rule).
 */
export const isIdinPage = (url: string, hosts: readonly string[] = config.idinHosts): boolean => {
  const page = new URL(url)
  return page.protocol === 'http:' || hosts.includes(page.hostname.toLowerCase())
}
