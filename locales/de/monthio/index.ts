import type { NamespaceMonthioTranslation } from '../../i18n-types.js'

const de_monthio = {
	// TODO: insert translations

} satisfies NamespaceMonthioTranslation

export default de_monthio
