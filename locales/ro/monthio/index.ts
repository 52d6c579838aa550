import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const ro_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default ro_monthio
