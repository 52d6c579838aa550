import { createSettledSearch, type SettledSearchOptions } from '../../kit/settled-search'

export type { SearchParams, SearchStatus } from '../../kit/settled-search'

/** A bank as the search lists it. */
export interface BankHit {
  id: string
  name: string
  country: string
  bic?: string
}

/** The bank search as the shopper types (../../kit/settled-search.ts): the session's bank list. */
export const createBankSearch = (options: SettledSearchOptions<BankHit>) => createSettledSearch<BankHit>(options)

export type BankSearch = ReturnType<typeof createBankSearch>
