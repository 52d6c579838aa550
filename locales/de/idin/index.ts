import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const de_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default de_idin
