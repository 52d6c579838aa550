import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const fr_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default fr_checkin
