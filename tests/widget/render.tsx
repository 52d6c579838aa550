import { render } from '@testing-library/preact'
import type { ReactNode } from 'react'
import type { Translations } from '../../locales/i18n-types'
import en from '../../locales/en/index'
import bankIdFi from '../../locales/en/bankIdFi/index'
import bankIdNo from '../../locales/en/bankIdNo/index'
import bankIdSe from '../../locales/en/bankIdSe/index'
import bankLogin from '../../locales/en/bankLogin/index'
import bureauCheck from '../../locales/en/bureauCheck/index'
import checkin from '../../locales/en/checkin/index'
import handoff from '../../locales/en/handoff/index'
import idFailure from '../../locales/en/idFailure/index'
import progressMessages from '../../locales/en/progressMessages/index'
import idin from '../../locales/en/idin/index'
import idCheck from '../../locales/en/idCheck/index'
import idScan from '../../locales/en/idScan/index'
import klappAuthenticator from '../../locales/en/klappAuthenticator/index'
import kosmaId from '../../locales/en/kosmaId/index'
import monthio from '../../locales/en/monthio/index'
import otp from '../../locales/en/otp/index'
import passcode from '../../locales/en/passcode/index'
import veriff from '../../locales/en/veriff/index'
import { TextContext, createText } from '../../widget/i18n/text'

/** English with every namespace, as the edge would serve it merged. */
export const english = {
  ...en,
  otp,
  bankIdSe,
  bankIdNo,
  bankIdFi,
  bankLogin,
  bureauCheck,
  idCheck,
  idScan,
  idFailure,
  progressMessages,
  klappAuthenticator,
  passcode,
  handoff,
  idin,
  checkin,
  kosmaId,
  veriff,
  monthio,
} as unknown as Translations

/** Renders with the real English text, as the widget does after loading it. */
export function renderWithText(ui: ReactNode) {
  return render(<TextContext.Provider value={createText('en', english)}>{ui}</TextContext.Provider>)
}
