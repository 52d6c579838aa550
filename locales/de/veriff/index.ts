import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const de_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default de_veriff
