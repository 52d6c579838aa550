import type { Page } from '@playwright/test'
import type { SinkEntry } from '../dev/routes/upstream-sink'

/** What the mock's upstream sink kept of one relayed request. */
export type Arrival = SinkEntry

/**
 * Everything the sink kept, newest first. The sink is shared by the tests running at the same time (and
 * by earlier runs against a reused server): a test picks its own arrivals by session, or by `since`,
 * and never clears what the others wait for.
 */
export async function arrivals(page: Page, since = 0): Promise<Arrival[]> {
  const received: Arrival[] = (await (await page.request.get('/dev/sink.json')).json()).received
  return received.filter((a) => a.id > since)
}

/** The id of the newest arrival so far: what a test that follows `since` it started from. */
export const newestArrival = async (page: Page) => (await arrivals(page))[0]?.id ?? 0

/** A widget session's id, from the client token in its frame's URL. */
export const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).session_id
