import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const de_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default de_checkin
