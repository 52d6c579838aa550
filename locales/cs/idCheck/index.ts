import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const cs_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Váš doklad teď nemůžeme zkontrolovat',
      description: 'Na naší straně se něco pokazilo. Zkuste to později nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Kontrola dokladu trvala příliš dlouho. Vraťte se k pokladně a zkuste to znovu.',
      button: 'Zpět k pokladně',
    },
    verify: {
      title: 'Váš doklad se nepodařilo ověřit',
      description: 'Zadané údaje neodpovídají záznamům k tomuto dokladu. Zkontrolujte je a zkuste to znovu.',
      button: 'Zkusit znovu',
    },
    invalidAddress: {
      title: 'Vaši adresu se nepodařilo ověřit',
      description: 'Zadaná adresa neodpovídá našim záznamům. Zkontrolujte ji a zkuste to znovu.',
      button: 'Změnit adresu',
    },
    userNotFound: {
      title: 'Vaše údaje jsme nenašli',
      description: 'Nenašli jsme záznam, který by odpovídal vašemu jménu a adrese. Zkontrolujte adresu a zkuste to znovu.',
      button: 'Změnit adresu',
    },
  },
  customerServiceLabel: 'zákaznickou podporu',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Přerušit ověření dokladu?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceIdCheckTranslation

export default cs_idCheck
