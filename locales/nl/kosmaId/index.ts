import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const nl_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default nl_kosmaId
