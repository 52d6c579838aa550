import type { NamespaceKosmaIdTranslation } from '../../i18n-types.js'

const pt_kosmaId = {
	// TODO: insert translations

} satisfies NamespaceKosmaIdTranslation

export default pt_kosmaId
