import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const nl_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default nl_monthio
