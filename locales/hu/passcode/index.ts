import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const hu_passcode = {
  title: 'Add meg a jelkódodat',
  lead: 'Add meg az alkalmazásban használt {length|int} jegyű jelkódodat.',
  label: 'Jelkód',
  verifying: 'Ellenőrizzük a jelkódodat…',
  wrong: 'Ez nem a helyes jelkód.',
  attemptsLeft: 'Még {count|int} {{próbálkozásod|próbálkozásod}} maradt.',
  failed: 'Nem sikerült ellenőrizni a jelkódodat. Próbáld újra.',
  forgot: 'Elfelejtetted a jelkódodat?',
  failure: {
    tooManyAttempts: {
      title: 'Túl sok hibás jelkód',
      description:
        'A biztonságod érdekében több próbálkozást már nem tudunk elfogadni. A vásárlás befejezéséhez válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
  },
  cancel: {
    title: 'Megszakítod a jelkód megadását?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespacePasscodeTranslation

export default hu_passcode
