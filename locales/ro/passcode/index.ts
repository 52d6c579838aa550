import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const ro_passcode = {
  title: 'Introduceți codul de acces',
  lead: 'Introduceți codul de acces din {length|int} cifre pe care îl folosiți în aplicație.',
  label: 'Cod de acces',
  verifying: 'Se verifică codul de acces…',
  wrong: 'Codul de acces nu este corect.',
  attemptsLeft: 'Mai aveți {count|int} {{|încercare||încercări||de încercări}}.',
  failed: 'Nu am putut verifica codul de acces. Încercați din nou.',
  forgot: 'Ați uitat codul de acces?',
  failure: {
    tooManyAttempts: {
      title: 'Prea multe coduri de acces greșite',
      description:
        'Pentru siguranța dumneavoastră, nu mai putem accepta alte încercări. Alegeți altă metodă de plată pentru a finaliza comanda.',
      button: 'Înapoi la finalizarea comenzii',
    },
  },
  cancel: {
    title: 'Renunțați la introducerea codului de acces?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespacePasscodeTranslation

export default ro_passcode
