import type { NamespacePasscodeTranslation } from '../../i18n-types.js'

const es_passcode = {
	// TODO: insert translations

} satisfies NamespacePasscodeTranslation

export default es_passcode
