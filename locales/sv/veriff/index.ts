import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const sv_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default sv_veriff
