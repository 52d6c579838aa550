import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const fr_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default fr_veriff
