import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const fi_passcode = {
  title: 'Syötä pääsykoodisi',
  lead: 'Syötä {length|int}-numeroinen pääsykoodi, jota käytät sovelluksessa.',
  label: 'Pääsykoodi',
  verifying: 'Tarkistetaan pääsykoodia…',
  wrong: 'Pääsykoodi on väärä.',
  attemptsLeft: 'Sinulla on {count|int} {{yritys|yritystä}} jäljellä.',
  failed: 'Pääsykoodin tarkistaminen ei onnistunut. Yritä uudelleen.',
  forgot: 'Unohditko pääsykoodisi?',
  failure: {
    tooManyAttempts: {
      title: 'Liian monta väärää pääsykoodia',
      description:
        'Turvallisuutesi vuoksi emme voi hyväksyä enempää yrityksiä. Viimeistele ostos valitsemalla toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö pääsykoodin syöttäminen?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespacePasscodeTranslation

export default fi_passcode
