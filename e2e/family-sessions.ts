/** One session per family, as the document for English is rendered for it (its market where the step differs by market). */
export const FAMILY_SESSIONS: Array<{ strategy: string; market?: string; locale?: string; heading: RegExp }> = [
  { strategy: 'otp_phone', heading: /Confirm it’s you/ },
  { strategy: 'bank_id_se', heading: /BankID/ },
  { strategy: 'klapp_authenticator', market: 'SE', heading: /./ },
  { strategy: 'global_passcode', heading: /passcode/i },
  { strategy: 'bank_id_no', market: 'NO', heading: /./ },
  { strategy: 'bank_id_fi', market: 'FI', heading: /./ },
  { strategy: 'idin', market: 'NL', heading: /./ },
  { strategy: 'checkin', heading: /./ },
  { strategy: 'veriff', heading: /./ },
  { strategy: 'monthio', heading: /./ },
  { strategy: 'bank_login', market: 'DE', heading: /./ },
  { strategy: 'bureau_check', market: 'AU', locale: 'en_au', heading: /./ },
  { strategy: 'kosma_id', heading: /./ },
  { strategy: 'id_scan', market: 'SE', heading: /./ },
  { strategy: 'id_check', market: 'AU', heading: /./ },
]
