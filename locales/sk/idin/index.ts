import type { NamespaceIdinTranslation } from '../../i18n-types.js'

const sk_idin = {
	// TODO: insert translations

} satisfies NamespaceIdinTranslation

export default sk_idin
