export declare const markLinkPure: (source: string) => string
export declare const memoryRoutingOnly: { name: string; setup(build: unknown): void }
