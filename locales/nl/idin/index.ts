import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const nl_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default nl_idin
