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

export function createText(locale: string, dictionary: Translations): Text {
  // Built on first use: the first Intl object costs a slow phone more than the first screen's render.
  let number: Intl.NumberFormat | undefined
  const formatters: Formatters = {
    int: (value: number) => (number ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value),
  }
  return i18nObject<Text>(locale, dictionary, formatters as Record<string, (value: unknown) => unknown>)
}

export const TextContext = createContext<Text | null>(null)

export function useText(): Text {
  const text = useContext(TextContext)
  if (!text) throw new Error('useText() outside <TextContext.Provider>')
  return text
}
