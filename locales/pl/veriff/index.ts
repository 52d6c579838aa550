import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const pl_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default pl_veriff
