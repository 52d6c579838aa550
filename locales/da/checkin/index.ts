import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const da_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default da_checkin
