import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const nl_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default nl_passcode
