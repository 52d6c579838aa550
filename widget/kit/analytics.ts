/** The analytics events a family publishes, and the publisher's type (widget/analytics-events.ts holds them): types only. */
export type { AnalyticsEvent, Publish, ScanEvent } from '../analytics-events'
