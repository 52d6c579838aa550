import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const fi_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default fi_passcode
