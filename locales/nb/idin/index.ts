import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const nb_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default nb_idin
