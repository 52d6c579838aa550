import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const cs_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Údaje se neshodují',
      description: 'Zkontrolujte, zda zadané osobní identifikační číslo odpovídá číslu u bankovního účtu, přes který se ověřujete.',
      button: 'Zkusit znovu',
    },
    technicalIssue: {
      title: 'Ověření přes banku teď nefunguje',
      description: 'Na naší straně se něco pokazilo. Zkuste to později nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    accessDenied: {
      title: 'Banka nám vaše údaje nepředala',
      description: 'Potřebujeme, aby vaši totožnost potvrdila banka. Zkuste to znovu a povolte bance sdílení vašich údajů.',
      button: 'Zkusit znovu',
    },
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Ověření v bance trvalo příliš dlouho. Zkuste to znovu nebo zvolte jiný způsob platby.',
      button: 'Zkusit znovu',
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
