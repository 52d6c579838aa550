import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const ro_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default ro_idin
