import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const it_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default it_idin
