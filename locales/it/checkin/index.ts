import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const it_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default it_checkin
