import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const cs_bankIdSe = {
  failure: {
    unattainable: {
      title: 'Nepodařilo se spojit s BankID',
      description: 'BankID momentálně neodpovídá. Dokončete nákup jiným způsobem.',
      button: 'Zpět k výběru metody',
    },
    tooManyAttempts: {
      title: 'Příliš mnoho pokusů',
      description: 'BankID jste zkusili použít příliš mnohokrát. Dokončete nákup jiným způsobem.',
      button: 'Zpět k výběru metody',
    },
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Ověření přes BankID trvalo příliš dlouho. Zkuste to znovu nebo zvolte jiný způsob.',
      button: 'Zkusit znovu',
    },
    userInteraction: {
      title: 'Ověření bylo zrušeno',
      description: 'Ověřte se přes Mobile BankID nebo zvolte jiný způsob.',
      button: 'Zpět k výběru metody',
    },
    userNotTrusted: {
      title: 'Přes BankID se vás nepodařilo ověřit',
      description: 'Ověřte se přes Mobile BankID nebo zvolte jiný způsob.',
      button: 'Zpět k výběru metody',
    },
    bankIdIssue: {
      title: 'BankID teď nefunguje',
      description: 'S BankID je momentálně problém. Zkuste to později nebo zvolte jiný způsob.',
      button: 'Zpět k výběru metody',
    },
  },
  cancel: {
    title: 'Přerušit ověření přes BankID?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceBankIdSeTranslation

export default cs_bankIdSe
