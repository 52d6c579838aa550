import type { NamespaceVeriffTranslation } from '../../i18n-types.js'

const nl_veriff = {
	// TODO: insert translations

} satisfies NamespaceVeriffTranslation

export default nl_veriff
