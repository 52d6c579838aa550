import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const sv_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default sv_passcode
