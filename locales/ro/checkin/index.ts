import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const ro_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default ro_checkin
