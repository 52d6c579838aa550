import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const cs_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default cs_passcode
