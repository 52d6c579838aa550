import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const sk_bankIdFi = {
  title: 'Overte sa cez svoju banku',
  intro: 'Vyberte svoju banku. Overíte sa vo vlastnom okne banky, rovnako ako pri prihlásení.',
  search: 'Vyhľadajte svoju banku',
  banks: 'Banky',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{{|Našla sa||Našli sa|Našlo sa|Našlo sa}} {count|int} {{|banka||banky|banky|bánk}}.',
  noMatch: 'Vyhľadávaniu „{query}“ nezodpovedá žiadna banka. Skontrolujte pravopis alebo zvoľte iný spôsob.',
  mobileCertificate: 'Mobilný certifikát',
  yourBank: 'vaša banka',
  why: 'Prečo sa pýtame?',
  whyTitle: 'Prečo vás žiadame o overenie?',
  whyLaw: 'Zákon nám ukladá overiť totožnosť každého, kto u nás platí.',
  whyMatch:
    'Vaša banka potvrdí vaše meno a národné identifikačné číslo. Musia zodpovedať údajom bankového účtu, cez ktorý sa overujete.',
  whyPrivate: 'Vaše prihlasovacie údaje do banky nikdy nevidíme.',
  lastStep: 'Posledný krok: overenie vo vašej banke',
  failure: {
    userMismatch: {
      title: 'Údaje sa nezhodujú',
      description:
        'Skontrolujte, či sa zadané rodné číslo zhoduje s tým, ktoré patrí k bankovému účtu, cez ktorý sa overujete.',
      button: 'Späť do pokladne',
    },
    technicalIssue: {
      title: 'Overenie cez banku momentálne nefunguje',
      description: 'Na našej strane sa niečo pokazilo. Skúste to neskôr alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    accessDenied: {
      title: 'Banka nám neposkytla vaše údaje',
      description: 'Vašu totožnosť musí potvrdiť vaša banka. Skúste to znova a povoľte banke poskytnúť vaše údaje.',
      button: 'Späť do pokladne',
    },
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Overenie vo vašej banke trvalo príliš dlho. Skúste to znova alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
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
