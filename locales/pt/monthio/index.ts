import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const pt_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default pt_monthio
