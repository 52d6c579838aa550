import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const el_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default el_monthio
