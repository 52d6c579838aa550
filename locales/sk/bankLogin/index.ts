import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const sk_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Majiteľ účtu sa nezhoduje',
      description: 'Bankový účet, do ktorého ste sa prihlásili, patrí inej osobe. Prihláste sa do svojho vlastného bankového účtu.',
      button: 'Späť na výber',
    },
    insufficientInfo: {
      title: 'Vaša banka neposkytla dostatok údajov',
      description: 'Na základe údajov, ktoré poskytla vaša banka, sme nemohli overiť vašu totožnosť. Skúste inú banku alebo iný spôsob platby.',
      button: 'Späť na výber',
    },
    incompleteVerification: {
      title: 'Prihlásenie do banky nebolo dokončené',
      description: 'Od vašej banky sme nedostali všetko, čo potrebujeme. Prihláste sa znova a dokončite všetky kroky.',
      button: 'Skúsiť znova',
    },
    technicalIssue: {
      title: 'Nepodarilo sa spojiť s vašou bankou',
      description: 'Pri pripájaní k banke {bankName} sa niečo pokazilo. Skúste to neskôr alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Prihlásenie do banky trvalo príliš dlho. Skúste to znova alebo si vyberte iný spôsob.',
      button: 'Skúsiť znova',
    },
  },
  cancel: {
    title: 'Prerušiť prihlásenie do banky?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceBankLoginTranslation

export default sk_bankLogin
