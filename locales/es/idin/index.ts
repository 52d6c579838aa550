import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const es_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default es_idin
