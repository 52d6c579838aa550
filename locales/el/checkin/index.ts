import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const el_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default el_checkin
