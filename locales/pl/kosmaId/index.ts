import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const pl_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default pl_kosmaId
