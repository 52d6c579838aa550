import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const pt_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default pt_passcode
