import { useEffect, useMemo } from 'react'
import { useText } from '../../i18n/text'
import { createSettledSearch } from '../../kit/settled-search'
import { SearchAnnouncement } from '../../ui/SearchAnnouncement'
import { type FinnishBank, matchBanks } from './banks'

/**
 * What the Finnish bank search found, said once typing pauses, as bank
 * login's search does (its settled search and its announcement line): "3
 * banks found.", or that none matches. The list above follows every
 * keystroke; this line does not chatter (WCAG 4.1.3). A part of its own: the
 * first screen does not need it before the shopper types.
 */
export default function BankCount({ query }: { query: string }) {
  const t = useText().bankIdFi
  const search = useMemo(
    () =>
      createSettledSearch<FinnishBank>({ search: async ({ query }) => ({ kind: 'data', data: matchBanks(query!) }) }),
    [],
  )
  const typed = query.trim()
  useEffect(() => search.update(typed ? { query: typed } : null), [search, typed])
  useEffect(() => () => search.stop(), [search])
  const found = search.results.value.length
  const said = search.status.value === 'done' ? (found ? t.found({ count: found }) : t.noMatch({ query: typed })) : ''
  return <SearchAnnouncement said={said} turn={String(search.settled.value)} />
}
