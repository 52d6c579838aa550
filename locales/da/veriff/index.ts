import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const da_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default da_veriff
