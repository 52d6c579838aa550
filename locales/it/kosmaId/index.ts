import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const it_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default it_kosmaId
