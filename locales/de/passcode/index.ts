import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const de_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default de_passcode
