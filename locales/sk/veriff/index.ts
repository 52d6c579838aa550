import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const sk_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default sk_veriff
