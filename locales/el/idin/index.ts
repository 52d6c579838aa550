import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const el_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default el_idin
