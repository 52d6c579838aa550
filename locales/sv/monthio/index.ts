import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const sv_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default sv_monthio
