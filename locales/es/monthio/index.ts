import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const es_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default es_monthio
