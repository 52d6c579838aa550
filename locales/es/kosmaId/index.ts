import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const es_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default es_kosmaId
