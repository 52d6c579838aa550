import type { PieceModules, VariantModules } from './document-modules.ts'

/**
 * `.build/first-screen-coverage.json`, written by e2e/first-screen-coverage.spec.ts:
 * for each first-screen variant, which units (./document-modules.ts) its
 * first screen called, from opening the screen until it was live and settled,
 * without a tap. Each variant names the scripts it was measured on, so the
 * size report reads it only for the build that made them.
 */
export interface FirstScreenCoverage {
  variants: Record<string, VariantCoverage>
}

export interface VariantCoverage {
  /** The variant's scripts' identity (VariantModules.scripts) as the browser ran them. */
  scripts: string
  /** The screen type opened, and the strategy its session had. */
  type: string
  strategy: string
  /** Every unit the script carries: how many of its functions V8 saw, and how many of those ran. */
  units: Array<{ unit: string; functions: number; ran: number }>
}

/** One script's V8 coverage, as CDP's `Profiler.takePreciseCoverage` and Playwright's `stopJSCoverage` give it. */
export interface CoveredScript {
  source?: string
  functions: ReadonlyArray<{
    functionName: string
    ranges: ReadonlyArray<{ startOffset: number; endOffset: number; count: number }>
  }>
}

/** The unit index of `offset` in a piece (-1: no module's). */
export function unitAtOffset(piece: Pick<PieceModules, 'starts' | 'at'>, offset: number): number {
  let lo = 0
  let hi = piece.starts.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (piece.starts[mid]! <= offset) lo = mid + 1
    else hi = mid
  }
  return lo === 0 ? -1 : piece.at[lo - 1]!
}

export interface Attribution {
  /** How many of the variant's pieces the browser ran, and how many it has. */
  pieces: { covered: number; total: number }
  /** Functions that lie in no unit (none should: only the pieces' prefixes do, and they define none). */
  unplaced: number
  units: VariantCoverage['units']
}

/**
 * The functions of the scripts the browser ran that are `variant`'s pieces
 * (known by `hash` of their text, as the build wrote them), each counted to
 * the unit its first character lies in: a function that ran (called at
 * least once) makes its unit called. A script's own top level (the range
 * V8 reports for the whole script) is its evaluation, not a call, and is
 * left out; so is a script that is none of the pieces (the head script, a
 * lazy chunk).
 */
export function attributeCoverage(
  variant: VariantModules,
  scripts: readonly CoveredScript[],
  hash: (text: string) => string,
): Attribution {
  const pieceOf = new Map(variant.pieces.map((piece) => [piece.hash, piece]))
  const functions = variant.units.map(() => 0)
  const ran = variant.units.map(() => 0)
  const covered = new Set<PieceModules>()
  let unplaced = 0
  for (const script of scripts) {
    const piece = script.source === undefined ? undefined : pieceOf.get(hash(script.source))
    if (!piece) continue
    covered.add(piece)
    for (const fn of script.functions) {
      const whole = fn.ranges[0]
      if (!whole || (whole.startOffset === 0 && whole.endOffset >= piece.length)) continue
      const unit = unitAtOffset(piece, whole.startOffset)
      if (unit < 0) {
        unplaced++
        continue
      }
      functions[unit]!++
      if (whole.count > 0) ran[unit]!++
    }
  }
  return {
    pieces: { covered: covered.size, total: variant.pieces.length },
    unplaced,
    units: variant.units.map((unit, i) => ({ unit, functions: functions[i]!, ran: ran[i]! })),
  }
}

/** What the size report shows of a variant: the units its first screen never called, with their bytes, largest first. */
export interface NeverCalled {
  unit: string
  bytes: number
  /** Functions V8 saw in it (0: it defines none that were compiled, as a module of data). */
  functions: number
}

/** `coverage`'s never-called units of `variant`, or null when it was measured on other scripts. */
export function neverCalled(variant: VariantModules, coverage: VariantCoverage | undefined): NeverCalled[] | null {
  if (!coverage || coverage.scripts !== variant.scripts) return null
  const measured = new Map(coverage.units.map((u) => [u.unit, u]))
  return variant.units
    .map((unit, i) => ({ unit, bytes: variant.bytes[i]!, measured: measured.get(unit) }))
    .filter((u) => u.bytes > 0 && !(u.measured && u.measured.ran > 0))
    .map((u) => ({ unit: u.unit, bytes: u.bytes, functions: u.measured?.functions ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes || a.unit.localeCompare(b.unit))
}
