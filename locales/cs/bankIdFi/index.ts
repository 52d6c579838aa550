import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const cs_bankIdFi = {
  title: 'Ověřte se přes svou banku',
  intro: 'Vyberte svou banku. Ověříte se ve vlastním okně banky, stejně jako při přihlášení.',
  search: 'Vyhledejte svou banku',
  banks: 'Banky',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{{|Nalezena||Nalezeny|Nalezeno|Nalezeno}} {count|int} {{|banka||banky|banky|bank}}.',
  noMatch: 'Hledání „{query}“ neodpovídá žádná banka. Zkontrolujte pravopis, nebo zvolte jiný způsob.',
  mobileCertificate: 'Mobilní certifikát',
  yourBank: 'vaše banka',
  why: 'Proč se ptáme?',
  whyTitle: 'Proč vás žádáme o ověření?',
  whyLaw: 'Zákon nám ukládá ověřit totožnost každého, kdo u nás platí.',
  whyMatch:
    'Vaše banka potvrdí vaše jméno a národní identifikační číslo. Musí odpovídat údajům bankovního účtu, přes který se ověřujete.',
  whyPrivate: 'Vaše přihlašovací údaje do banky nikdy nevidíme.',
  lastStep: 'Poslední krok: ověření ve vaší bance',
  failure: {
    userMismatch: {
      title: 'Údaje se neshodují',
      description:
        'Zkontrolujte, zda zadané osobní identifikační číslo odpovídá číslu u bankovního účtu, přes který se ověřujete.',
      button: 'Zpět k pokladně',
    },
    technicalIssue: {
      title: 'Ověření přes banku teď nefunguje',
      description: 'Na naší straně se něco pokazilo. Zkuste to později nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    accessDenied: {
      title: 'Banka nám vaše údaje nepředala',
      description:
        'Potřebujeme, aby vaši totožnost potvrdila banka. Zkuste to znovu a povolte bance sdílení vašich údajů.',
      button: 'Zpět k pokladně',
    },
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Ověření v bance trvalo příliš dlouho. Zkuste to znovu nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    userNotTrusted: {
      title: 'Vaši totožnost se bohužel nepodařilo ověřit',
      description: 'Pro dokončení nákupu zvolte jiný způsob platby.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Přerušit ověření v bance?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceBankIdFiTranslation

export default cs_bankIdFi
