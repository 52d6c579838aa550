import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const cs_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Ověření přes BankID trvalo příliš dlouho. Zkuste to znovu s generátorem kódů nebo s BankID v mobilu.',
      button: 'Zkusit znovu',
    },
    userInteraction: {
      title: 'Ověření bylo zrušeno',
      description: 'Ověření přes BankID jste přerušili. Zkuste to znovu nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    technicalIssue: {
      title: 'BankID teď nefunguje',
      description: 'S BankID se něco pokazilo. Zkuste to později nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    userMismatch: {
      title: 'Údaje se neshodují',
      description: 'Osoba ověřená přes BankID neodpovídá údajům zadaným u pokladny. Ověřte se svým vlastním BankID.',
      button: 'Zpět k pokladně',
    },
  },
  cancel: {
    title: 'Přerušit ověření přes BankID?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceBankIdNoTranslation

export default cs_bankIdNo
