import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const it_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default it_passcode
