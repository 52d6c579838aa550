import { render } from '@testing-library/preact'
import type { ReactNode } from 'react'
import en from '../../locales/en/index'
import { TextContext, createText } from '../../widget/i18n/text'

/** Renders with the real English text, as the widget does after loading it. */
export function renderWithText(ui: ReactNode) {
  return render(<TextContext.Provider value={createText('en', en as never)}>{ui}</TextContext.Provider>)
}
