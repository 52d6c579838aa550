/**
 * The frame's accessible name in each supported language: the words the
 * widget's own logo label uses (locales/<lang>/index.ts `dialog.logoLabel`;
 * tests/host/frame-title.test.ts keeps the two equal). The frame is named
 * before the widget has loaded any text, so the SDK carries these.
 */
const TITLES: Record<string, string> = {
  cs: 'Bezpečné ověření totožnosti',
  da: 'Sikker bekræftelse af identitet',
  de: 'Sichere Identitätsprüfung',
  el: 'Ασφαλής επαλήθευση ταυτότητας',
  en: 'Secure identity verification',
  es: 'Verificación de identidad segura',
  fi: 'Turvallinen henkilöllisyyden vahvistus',
  fr: 'Vérification d’identité sécurisée',
  hu: 'Biztonságos személyazonosság-ellenőrzés',
  it: 'Verifica sicura dell’identità',
  nb: 'Sikker identitetsbekreftelse',
  nl: 'Veilige identiteitsverificatie',
  pl: 'Bezpieczna weryfikacja tożsamości',
  pt: 'Verificação de identidade segura',
  ro: 'Verificare securizată a identității',
  sk: 'Bezpečné overenie totožnosti',
  sv: 'Säker identitetsverifiering',
}

export const FRAME_TITLE_LANGUAGES = Object.keys(TITLES)

/**
 * The title for the first of `candidates` (locale spellings such as `sv`,
 * `sv-SE`, `en_mx`) that names a language we have; English otherwise.
 */
export function frameTitle(...candidates: Array<string | null | undefined>): string {
  for (const candidate of candidates) {
    const language = candidate?.trim().toLowerCase().split(/[-_]/)[0]
    if (language && TITLES[language]) return TITLES[language]
  }
  return TITLES.en!
}
