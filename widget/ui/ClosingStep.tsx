import { LastStep } from './LastStep'

/**
 * What stays in the frame when a screen crashed and the failure went to the
 * page at once (presentation_data.hide_error_screen, spec §4): the screen
 * cannot stay, and the frame must never be blank, so a calm line that the
 * shopper is on the way back until the page removes the frame.
 */
export const ClosingStep = () => <LastStep of="closing" />
