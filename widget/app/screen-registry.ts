import type { ScreenInfo } from '../../contracts/screen-catalog'
import { screenTypeOf } from '../../contracts/screen-type'
import { loadChunk, onceUntilFailed } from '../kit/load-chunk'
import { loadBuiltStylesheet, markApplied } from '../kit/load-stylesheet'
import { prefetchWelcome } from '../kit/prefetch-welcome'
import { type Entry, entryFor, type ScreenModule } from './screen-entry'

export type { Entry, ScreenModule } from './screen-entry'

type EntryOf = (strategyType: string) => Entry

/**
 * Every family's entry (./family-registry.ts): a chunk of its own, which
 * a first-screen document needs only when the session moves on to another
 * family; the document without a hint carries it (`provideFamilies`).
 * Only the shell imports this file, so nothing a screen imports reaches
 * every screen.
 */
let families = onceUntilFailed(() =>
  loadChunk('families', () => import('./family-registry')).then((registry): EntryOf => registry.entryOf),
)

/** Entries of the screen types the document carries (its hinted first screen). */
const preloaded = new Map<string, Entry>()

/**
 * The first-screen document for a hinted screen type carries that family's
 * module, stylesheets and catalog facts (tools/build/widget/document-scripts.ts):
 * registered here before the widget starts, so starting that screen costs no request.
 */
export function preloadScreen(
  infos: readonly ScreenInfo[],
  module: ScreenModule,
  sheets: readonly string[] = [],
): void {
  for (const info of infos)
    preloaded.set(
      info.type,
      entryFor(info, () => Promise.resolve(module)),
    )
  markApplied(sheets)
}

/** The document without a hint knows no family ahead: it carries every family's entry. */
export function provideFamilies(entryOf: EntryOf): void {
  families = () => Promise.resolve(entryOf)
}

/**
 * Fetches every family's entry ahead, for a switch of method: a guess, so not when the shopper saves data
 * or is on 2G (../kit/prefetch-welcome.ts).
 */
export const prefetchFamilies = (): void => {
  if (prefetchWelcome()) families().catch(() => {})
}

/** A strategy type's entry: the document's own family's at once, any other's with every family's. */
export function loadEntry(strategyType: string): Promise<Entry> {
  const own = preloaded.get(screenTypeOf(strategyType))
  return own ? Promise.resolve(own) : families().then((entryOf) => entryOf(strategyType))
}

/** A family's chunk and its stylesheet, side by side: the screen never shows unstyled. */
export async function loadScreen({ name, info, load, sheets }: Entry): Promise<ScreenModule> {
  const [module] = await Promise.all([
    loadChunk(name, load),
    ...(info?.styles ?? []).map((sheet) => loadChunk(name, () => loadBuiltStylesheet(sheet, sheets?.[sheet]))),
  ])
  return module
}
