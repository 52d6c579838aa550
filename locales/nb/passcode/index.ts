import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const nb_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default nb_passcode
