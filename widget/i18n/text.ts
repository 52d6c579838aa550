import { createContext } from 'react'
import { useContext } from 'react'
import { i18nObject } from 'typesafe-i18n'
import type { Translation, TranslationFunctions } from '../../locales/i18n-types'

/**
 * The one place typesafe-i18n is touched (it is unmaintained; keep it
 * swappable). Screens get typed text functions through `useText()`.
 */
export type Text = TranslationFunctions

export const createText = (locale: string, dictionary: Translation): Text =>
  i18nObject(locale, dictionary) as unknown as Text

export const TextContext = createContext<Text | null>(null)

export function useText(): Text {
  const text = useContext(TextContext)
  if (!text) throw new Error('useText() outside <TextContext.Provider>')
  return text
}
