import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const hu_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default hu_passcode
