import type { ScreenProps } from '../../kit/screen-props'
import { ScanRoutes } from './ScanRoutes'

/**
 * id-scan (spec §2.1: in the crash guard, told whether KYC-anytime mode is
 * on; `/id_scan/…`) and selfie-registration (its selfie and facial scan
 * alone; `/selfie_registration/…`): one family, one chunk.
 */
export default function IdScanScreen(props: ScreenProps) {
  return <ScanRoutes props={props} mode={props.strategy.type === 'selfie_registration' ? 'selfie' : 'id'} />
}
