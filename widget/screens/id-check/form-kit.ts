import { documentBody, fieldOfApiName } from './documents'
import { createIdCheckForm } from './id-check-form'

/**
 * What the controller needs of the form and its rules, handed to it by the
 * document step that brought them (./DocumentStep.tsx, a lazy part).
 */
export const formKit = { createIdCheckForm, documentBody, fieldOfApiName }

export type FormKit = typeof formKit
