import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const nb_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default nb_kosmaId
