/**
 * Why a one-time code could not be sent (spec §8), as the session names it
 * in a 4xx `error`: the widget words each, and the mock session server
 * plays each as a scenario. Phone and e-mail share the first four;
 * `sendout_delays` is the provider's own notice that codes are late.
 */
export const OTP_SEND_ERRORS = [
  'network_issue',
  'session_timeout',
  'technical_issue',
  'invalid_recipient',
  'voip_is_blocked',
  'landline_is_blocked',
  'geofence_unsupported_country',
  'sendout_delays',
] as const
export type OtpSendError = (typeof OTP_SEND_ERRORS)[number]
