export declare const COMPILE_HINT: string
export declare const PIECE_CHARS: number
export declare const LAST_PIECE_CHARS: number
export declare function scriptPieces(
  code: string,
  options: { minified: boolean; name?: string; pieceChars?: number; lastChars?: number },
): string[]
