import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const nb_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default nb_checkin
