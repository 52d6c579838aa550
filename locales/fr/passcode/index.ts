import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const fr_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default fr_passcode
