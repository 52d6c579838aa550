import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const fi_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default fi_kosmaId
