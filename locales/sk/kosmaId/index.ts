import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const sk_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default sk_kosmaId
