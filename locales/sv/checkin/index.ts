import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const sv_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default sv_checkin
