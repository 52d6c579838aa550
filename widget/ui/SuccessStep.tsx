import { LastStep } from './LastStep'

/**
 * The last step after a success: the shopper is told they can go on, rather
 * than left on a wait or a busy button while the merchant's page takes over
 * (a modal goes away; an inline frame stays).
 */
export const SuccessStep = () => <LastStep of="success" />
