import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const sk_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default sk_passcode
