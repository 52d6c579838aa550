import type { Problem } from '../../kit/session'
import { namedFields } from '../../kit/named-fields'
import type { DocumentType, IdMarket } from './document-types'
import type { FieldName } from './documents'
import type { FormKit } from './form-kit'
import type { IdCheckForm } from './id-check-form'

/** The shopper's names the merchant sent with the strategy, prefilled on the form. */
interface ShopperNames {
  first_name?: string
  middle_name?: string
  last_name?: string
}

/**
 * The ID check's document form, which comes with the document step (a lazy
 * part: the consent before it shows without the form and its rules), and the
 * fields the session found wrong, held until the form is back on screen.
 */
export function createDocumentFormSlot(names: ShopperNames, market: IdMarket) {
  let kit: FormKit | null = null
  let form: IdCheckForm | null = null
  let namedErrors: Partial<Record<FieldName, string>> | null = null
  return {
    /** The form and its kit, once the document step has shown. */
    loaded: () => (form && kit ? { form, kit } : null),
    /** The form, made from the document step's kit the first time that step shows (one form: what was typed stays). */
    formWith(loaded: FormKit): IdCheckForm {
      kit ??= loaded
      return (form ??= loaded.createIdCheckForm(market, {
        first: names.first_name,
        middle: names.middle_name,
        last: names.last_name,
      }))
    },
    /** The document the form is for: the one the shopper was on while it is still offered, else the first offered. */
    documentOf(offered: DocumentType[]): DocumentType {
      const current = form?.values.peek().documentType as DocumentType | undefined
      return current && offered.includes(current) ? current : offered[0]!
    },
    /** Holds the fields a refusal names for the form of `type`; false when it names none (a notice must speak). */
    hold(problem: Problem | null, type: DocumentType): boolean {
      const loadedKit = kit
      const errors =
        problem && loadedKit ? namedFields(problem, (name) => loadedKit.fieldOfApiName(market, type, name)) : {}
      if (!Object.keys(errors).length) return false
      namedErrors = errors
      return true
    },
    /** The form is on screen: the fields held, if any, shown and the first focused. */
    shown() {
      if (namedErrors && form) form.reject(namedErrors)
      namedErrors = null
    },
  }
}
