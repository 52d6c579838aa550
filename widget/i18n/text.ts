import { createContext, useContext } from 'react'
import type { Formatters, Translations, TranslationFunctions } from '../../locales/i18n-types'
import { i18nObject } from './i18n-object'

/**
 * The one place the text runtime is touched: typesafe-i18n's format and
 * types, with a runtime of our own (./i18n-object.ts; typesafe-i18n is
 * unmaintained and its runtime slow to start). Screens get typed text
 * functions through `useText()`. Placeholder values are passed as text to
 * the renderer, never as HTML.
 */
export type Text = TranslationFunctions

/**
 * Whole numbers below 1,000 are written with ASCII digits and no separator in
 * every locale the widget ships (a test holds each to it): the counts it
 * shows (seconds, attempts, banks found) need no Intl object. The first one
 * costs a slow phone 85 ms of CPU (4x throttling), and was built in the tap
 * that sends a one-time code, for its countdown.
 */
const plain = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000

export function createText(locale: string, dictionary: Translations): Text {
  // Built on first use, for what the plain form does not cover.
  let number: Intl.NumberFormat | undefined
  const formatters: Formatters = {
    int: (value: number) =>
      plain(value)
        ? String(value)
        : (number ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value),
  }
  return i18nObject<Text>(locale, dictionary, formatters as Record<string, (value: unknown) => unknown>)
}

export const TextContext = createContext<Text | null>(null)

export function useText(): Text {
  const text = useContext(TextContext)
  if (!text) throw new Error('useText() outside <TextContext.Provider>')
  return text
}
