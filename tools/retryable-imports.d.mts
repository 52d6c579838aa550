export function retryableImports(code: string): string
export function countDynamicImports(code: string): number
