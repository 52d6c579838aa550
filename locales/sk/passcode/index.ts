import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const sk_passcode = {
  title: 'Zadajte prístupový kód',
  lead: 'Zadajte {length|int}-miestny prístupový kód, ktorý používate v aplikácii.',
  label: 'Prístupový kód',
  verifying: 'Overujeme prístupový kód…',
  wrong: 'Tento prístupový kód nie je správny.',
  attemptsLeft: 'Máte ešte {count|int} {{|pokus||pokusy|pokusu|pokusov}}.',
  failed: 'Prístupový kód sa nepodarilo overiť. Skúste to znova.',
  forgot: 'Zabudli ste prístupový kód?',
  failure: {
    tooManyAttempts: {
      title: 'Príliš veľa nesprávnych pokusov',
      description:
        'Z bezpečnostných dôvodov už nemôžeme prijať ďalšie pokusy. Na dokončenie nákupu si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
  },
  cancel: {
    title: 'Prerušiť zadávanie prístupového kódu?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespacePasscodeTranslation

export default sk_passcode
