import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const cs_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default cs_monthio
