import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const fr_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default fr_monthio
