import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const da_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default da_passcode
