import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const it_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default it_monthio
