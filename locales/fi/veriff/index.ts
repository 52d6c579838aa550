import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const fi_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default fi_veriff
