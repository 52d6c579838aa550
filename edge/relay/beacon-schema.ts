import * as v from 'valibot'
import { isBoundedJson } from './bounded-json'

/** Path segments of `/bi/v1/:client/:version/:event` (RELAY_API.md): nothing that could climb, hop or smuggle in a host. */
export const BeaconPath = v.object({
  client: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'client must be [a-z0-9][a-z0-9_-]{0,63}')),
  version: v.pipe(
    v.string(),
    v.maxLength(64),
    v.regex(
      /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/,
      'version must be semver MAJOR.MINOR.PATCH[-prerelease]',
    ),
  ),
  event: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9][a-z0-9_.:-]{0,99}$/, 'event must be [a-z0-9][a-z0-9_.:-]{0,99}'),
    v.check((event) => !event.includes('..'), 'event must not contain ..'),
  ),
})

/** Exactly these three keys; any other is refused, so nothing rides along to the upstream. */
export const BeaconQuery = v.strictObject({
  instance_id: v.pipe(v.string(), v.regex(/^[1-9]\d{3}$/, 'instance_id must be 1000–9999')),
  session_id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'session_id must be [A-Za-z0-9_-]{1,128}')),
  timestamp: v.pipe(v.string(), v.regex(/^\d{1,16}$/, 'timestamp must be milliseconds since the epoch')),
})

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max))

/**
 * Free-form parts (an experiment's description, an event's data) are plain
 * JSON at most three levels deep, 100 entries wide, strings of 2,000: what an
 * analytics event needs, and nothing a consumer chokes on.
 */
const Shallow = v.custom<unknown>(
  (value) => isBoundedJson(value, { maxDepth: 3, maxEntries: 100, maxString: 2000 }),
  'must be JSON at most 3 levels deep, 100 entries wide, strings of at most 2000 characters',
)

/** The POST body. Unknown keys are dropped, not relayed. */
export const BeaconBody = v.object({
  strategy: Text(64),
  locale: Text(35),
  experiments: v.pipe(v.array(Shallow), v.maxLength(100)),
  uiContext: v.optional(Text(200)),
  clientName: v.optional(Text(200)),
  data: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(64)), Shallow),
      v.check((data) => Object.keys(data).length <= 32, 'data has at most 32 keys'),
    ),
  ),
})

export type BeaconTarget = { path: v.InferOutput<typeof BeaconPath>; query: v.InferOutput<typeof BeaconQuery> }
