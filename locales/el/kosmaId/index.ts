import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const el_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default el_kosmaId
