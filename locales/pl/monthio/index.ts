import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const pl_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default pl_monthio
