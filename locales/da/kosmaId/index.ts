import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const da_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default da_kosmaId
