import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const ro_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default ro_veriff
