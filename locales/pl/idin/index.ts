import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const pl_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default pl_idin
