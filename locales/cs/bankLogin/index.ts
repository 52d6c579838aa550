import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const cs_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Majitel účtu se neshoduje',
      description: 'Bankovní účet, do kterého jste se přihlásili, patří někomu jinému. Přihlaste se do svého vlastního účtu.',
      button: 'Zpět k výběru metody',
    },
    insufficientInfo: {
      title: 'Vaše banka nám nepředala dost informací',
      description: 'Z údajů, které nám vaše banka předala, se nám nepodařilo ověřit vaši totožnost. Zkuste jinou banku nebo jiný způsob platby.',
      button: 'Zpět k výběru metody',
    },
    incompleteVerification: {
      title: 'Přihlášení do banky nebylo dokončeno',
      description: 'Od vaší banky jsme nedostali vše potřebné. Přihlaste se znovu a projděte všechny kroky.',
      button: 'Zkusit znovu',
    },
    technicalIssue: {
      title: 'Nepodařilo se spojit s vaší bankou',
      description: 'Při spojování s bankou {bankName} se něco pokazilo. Zkuste to později nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Přihlášení do banky trvalo příliš dlouho. Zkuste to znovu nebo zvolte jiný způsob.',
      button: 'Zkusit znovu',
    },
  },
  cancel: {
    title: 'Přerušit přihlášení do banky?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceBankLoginTranslation

export default cs_bankLogin
