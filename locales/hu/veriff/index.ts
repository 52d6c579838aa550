import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const hu_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default hu_veriff
