import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const sv_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default sv_idin
