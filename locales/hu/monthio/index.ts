import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const hu_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default hu_monthio
