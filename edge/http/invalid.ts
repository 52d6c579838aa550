import * as v from 'valibot'
import { httpError } from './problem'

/** 400 naming every field that is wrong (as `errors`, an RFC 9457 extension), so a client developer sees them all at once. */
export function invalid(what: string, issues: readonly v.BaseIssue<unknown>[]) {
  const errors = issues.slice(0, 20).map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }))
  const first = errors[0]
  return httpError(400, `Invalid ${what}${first ? `: ${first.path ? `${first.path}: ` : ''}${first.message}` : ''}`, {
    extensions: { errors },
  })
}
