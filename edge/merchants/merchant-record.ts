import * as v from 'valibot'
import { isHostSource } from '../http/source-list'

/**
 * One merchant's record in the `MERCHANTS` KV namespace, under its id
 * (docs/merchants.md): the checkout origins that may frame its sessions,
 * written as CSP host-sources (`https://shop.example`, `https://*.example.com`,
 * `http://127.0.0.1:*`). A record that does not read as this is treated as no
 * record (the widget is framed by nobody) and logged, never half-used.
 */
const FrameAncestors = v.pipe(
  v.array(
    v.pipe(
      v.string(),
      v.maxLength(300),
      v.check(isHostSource, 'frame_ancestors holds host-sources only (https://shop.example, https://*.example.com)'),
    ),
  ),
  v.minLength(1, 'frame_ancestors must name at least one checkout origin'),
  v.maxLength(64, 'frame_ancestors holds at most 64 origins: more belongs to another merchant id'),
)

export const MerchantRecord = v.object({
  /** Who it is, for the operators reading the namespace; never shown or logged. */
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  frame_ancestors: FrameAncestors,
})
export type MerchantRecord = v.InferOutput<typeof MerchantRecord>
