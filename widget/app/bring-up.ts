import { config } from '../config'
import { type LoadedText, loadText } from '../i18n/load-text'
import { type Entry, loadScreen, type ScreenModule } from './screen-registry'

/**
 * Bringing up a strategy, at start (boot/start.tsx) and after a switch
 * (./switch-strategy.ts) alike: its family's text, its screen's chunk and
 * stylesheets, and where the session says it stands, in one round trip.
 * `entry` is the strategy's registry entry, resolved once by the caller;
 * none when the session named no strategy (the text still loads, for the
 * failure the shell then shows). `doc` null: the complete text from the
 * edge, not the document's block, which is only what its first screen reads
 * (a switch, even to a type of the same family, shows more than that).
 */
export function bringUp<State>(
  locale: string,
  entry: Entry,
  state: State | Promise<State>,
  doc?: null,
): Promise<[LoadedText, ScreenModule, Awaited<State>]>
export function bringUp<State>(
  locale: string,
  entry: Entry | null,
  state: State | Promise<State>,
  doc?: null,
): Promise<[LoadedText, ScreenModule | null, Awaited<State>]>
export function bringUp<State>(locale: string, entry: Entry | null, state: State | Promise<State>, doc?: null) {
  return Promise.all([
    loadText(locale, config.textVersion, entry?.info?.namespace, fetch, doc),
    entry ? loadScreen(entry) : null,
    state,
  ])
}
