import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const it_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default it_veriff
