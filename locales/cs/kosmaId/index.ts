import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const cs_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default cs_kosmaId
