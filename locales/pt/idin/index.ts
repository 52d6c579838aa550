import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const pt_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default pt_idin
