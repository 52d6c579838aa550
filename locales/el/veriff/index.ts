import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const el_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default el_veriff
