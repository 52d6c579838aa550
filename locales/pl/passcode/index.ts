import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const pl_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default pl_passcode
