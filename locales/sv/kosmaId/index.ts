import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const sv_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default sv_kosmaId
