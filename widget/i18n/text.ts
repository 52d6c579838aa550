import { createContext, useContext } from 'react'
import { i18nObject } from 'typesafe-i18n'
import type { Formatters, Translations, TranslationFunctions } from '../../locales/i18n-types'

/**
 * The one place typesafe-i18n is touched (it is unmaintained; keep it
 * swappable). Screens get typed text functions through `useText()`.
 * Placeholder values are passed as text to the renderer, never as HTML.
 */
export type Text = TranslationFunctions

export function createText(locale: string, dictionary: Translations): Text {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const formatters: Formatters = { int: (value: number) => number.format(value) }
  return i18nObject(locale, dictionary, formatters) as unknown as Text
}

export const TextContext = createContext<Text | null>(null)

export function useText(): Text {
  const text = useContext(TextContext)
  if (!text) throw new Error('useText() outside <TextContext.Provider>')
  return text
}
