import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const fr_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default fr_idin
