import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const fi_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default fi_idin
