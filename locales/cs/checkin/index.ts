import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const cs_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default cs_checkin
