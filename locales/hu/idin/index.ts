import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const hu_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default hu_idin
