import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const pt_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default pt_veriff
