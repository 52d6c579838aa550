import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const es_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default es_veriff
