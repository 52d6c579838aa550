/** Losses of one reason and category, as a batch's `dropped` reports them (edge/RELAY_API.md, "Error batch"). */
export interface DropReport {
  reason: string
  category: string
  quantity: number
}

/**
 * Every event lost, counted by reason: totals since the start, and what the
 * next batch is still to report (by reason and category), as Sentry's client
 * reports its discarded events.
 */
export function createDropLedger<R extends string>(reasons: readonly R[]) {
  const totals = Object.fromEntries(reasons.map((reason) => [reason, 0])) as Record<R, number>
  const unreported = new Map<string, number>()
  const remember = (key: string, quantity: number) => unreported.set(key, (unreported.get(key) ?? 0) + quantity)
  return {
    /** An event (or `quantity` of them) lost: counted, and reported with the next batch. */
    drop(reason: R, category: string, quantity = 1) {
      totals[reason] += quantity
      remember(`${reason}:${category}`, quantity)
    },
    /** What is still to report, taken for a batch. */
    take(): DropReport[] {
      const report = [...unreported].map(([key, quantity]) => {
        const [reason, category] = key.split(':') as [string, string]
        return { reason, category, quantity }
      })
      unreported.clear()
      return report
    },
    /** A report whose batch did not arrive: it goes out with the next (the totals counted it already). */
    putBack(report: DropReport[]) {
      for (const { reason, category, quantity } of report) remember(`${reason}:${category}`, quantity)
    },
    totals: (): Readonly<Record<R, number>> => ({ ...totals }),
  }
}
