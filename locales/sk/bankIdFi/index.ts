import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const sk_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Údaje sa nezhodujú',
      description: 'Skontrolujte, či sa zadané rodné číslo zhoduje s tým, ktoré patrí k bankovému účtu, cez ktorý sa overujete.',
      button: 'Skúsiť znova',
    },
    technicalIssue: {
      title: 'Overenie cez banku momentálne nefunguje',
      description: 'Na našej strane sa niečo pokazilo. Skúste to neskôr alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    accessDenied: {
      title: 'Banka nám neposkytla vaše údaje',
      description: 'Vašu totožnosť musí potvrdiť vaša banka. Skúste to znova a povoľte banke poskytnúť vaše údaje.',
      button: 'Skúsiť znova',
    },
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Overenie vo vašej banke trvalo príliš dlho. Skúste to znova alebo si vyberte iný spôsob platby.',
      button: 'Skúsiť znova',
    },
    userNotTrusted: {
      title: 'Ľutujeme, vašu totožnosť sa nepodarilo overiť',
      description: 'Na dokončenie nákupu si vyberte iný spôsob platby.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Prerušiť overenie v banke?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceBankIdFiTranslation

export default sk_bankIdFi
