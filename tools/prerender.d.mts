import type { PrerenderAssumptions } from '../contracts/prerender-assumptions'
import type { PrerenderSession } from './prerender/entry'

export interface PrerenderedStep {
  html: string
  assumptions: PrerenderAssumptions
  session: PrerenderSession
}
export declare function createPrerenderer(options: {
  root: string
  alias: Record<string, string>
  define: Record<string, string>
  plugins: unknown[]
  text: unknown
  catalog: Array<{ type: string; module: string; namespace: string | null; styles: string[]; guarded: boolean }>
}): Promise<(type: string, locale: string) => Promise<PrerenderedStep[] | null>>
export declare const ALTERNATIVE: string
