export declare function readLocales(
  dir: string,
): Promise<Record<string, { kind: 'language' | 'variant'; dictionary: Record<string, unknown> }>>
export declare function compileText(dir: string): Promise<unknown>
