import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const fi_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default fi_monthio
