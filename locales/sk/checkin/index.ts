import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const sk_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default sk_checkin
