import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const nb_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default nb_veriff
