import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const de_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default de_kosmaId
