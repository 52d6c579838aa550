import type { NamespaceCheckinTranslation } from '../../i18n-types.js'

const es_checkin = {
	// TODO: insert translations

} satisfies NamespaceCheckinTranslation

export default es_checkin
