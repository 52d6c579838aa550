import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const ro_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default ro_passcode
