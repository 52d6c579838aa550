import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const cs_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default cs_veriff
