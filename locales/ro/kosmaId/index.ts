import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const ro_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default ro_kosmaId
