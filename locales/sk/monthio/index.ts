import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const sk_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default sk_monthio
