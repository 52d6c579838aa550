import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const da_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default da_idin
