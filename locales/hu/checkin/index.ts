import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const hu_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default hu_checkin
