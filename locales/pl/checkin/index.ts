import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const pl_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default pl_checkin
