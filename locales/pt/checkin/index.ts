import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const pt_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default pt_checkin
