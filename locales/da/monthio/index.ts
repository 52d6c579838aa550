import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const da_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default da_monthio
