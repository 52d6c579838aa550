/** The product on EDGE_PORT/MOCK_PORT: the one already running, or `dev/start.ts` started now and stopped by `stop()`. */
export function ensureProduct(root: string, edge: string): Promise<{ stop(): Promise<void> }>
