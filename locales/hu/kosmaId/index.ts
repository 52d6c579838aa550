import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const hu_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default hu_kosmaId
