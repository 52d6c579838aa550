import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const el_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default el_passcode
