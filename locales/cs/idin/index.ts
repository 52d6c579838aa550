import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const cs_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default cs_idin
