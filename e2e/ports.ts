/**
 * Where the browser tests find the product: `npm start`'s defaults, or the
 * ports in EDGE_PORT / MOCK_PORT (so two checkouts can run their tests at once).
 */
export const EDGE_PORT = Number(process.env.EDGE_PORT ?? 8787)
export const MOCK_PORT = Number(process.env.MOCK_PORT ?? 8788)
/** The edge: widget, text, relays. */
export const EDGE = `http://127.0.0.1:${EDGE_PORT}`
/** The demo checkout and the dev routes of the mock server. */
export const DEMO = `http://127.0.0.1:${MOCK_PORT}`
/** The session server: the same mock on another origin, as a real one would be. */
export const SESSIONS = `http://localhost:${MOCK_PORT}`
