/**
 * The one module to import lazily (`await import('./telemetry')`) after the
 * first render. One dynamic import makes one chunk; each extra lazy entry
 * re-partitions the chunks the first screen shares (measured: seven
 * separate imports 20,043 B brotli on the critical path, this one 19,947).
 */
export {
  createAnalytics,
  ANALYTICS_CLIENT_VERSION,
  type Analytics,
  type AnalyticsConfig,
  type AnalyticsIo,
  type TrackResult,
} from './analytics'
export { browserAnalyticsIo } from './browser-analytics-io'
export { errorEvent, installErrorCapture, pageUrl } from './error-capture'
export { createErrorTransport, type CaptureInput, type ErrorTransport, type Send } from './error-transport'
export { fetchSend } from './fetch-send'
export { onPageHide } from './page-hide'
export {
  memorySessionRecorder,
  windowSessionRecorder,
  type SessionRecorder,
  type SessionRecordingEvent,
} from './session-recorder'
export { wireTelemetry, type TelemetrySession, type WiredTelemetry } from './wire-telemetry'
