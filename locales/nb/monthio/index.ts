import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const nb_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default nb_monthio
