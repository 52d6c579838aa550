import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const fr_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default fr_kosmaId
