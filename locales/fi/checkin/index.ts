import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const fi_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default fi_checkin
