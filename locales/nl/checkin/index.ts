import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const nl_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default nl_checkin
