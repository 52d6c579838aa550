import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const cs_bankIdNo = {
  title: 'Ověřte se přes BankID',
  signTitle: 'Podepište přes BankID',
  intro: 'Zvolte, jak BankID používáte. Ověříte se ve vlastním okně BankID.',
  signIntro: 'Zvolte, jak BankID používáte. Podepíšete ve vlastním okně BankID.',
  methods: 'Jak BankID používáte?',
  app: 'Aplikace BankID',
  appHint: 'Potvrďte v aplikaci v telefonu',
  codeDevice: 'Generátor kódů a heslo',
  codeDeviceHint: 'Použijte kód z generátoru a své osobní heslo',
  noBankId: 'Nemáte BankID?',
  estimate: 'Obvykle to trvá asi minutu.',
  review: {
    title: 'Zkontrolujte, co podepisujete',
    lead: 'Přečtěte si text. V dalším kroku ho podepíšete přes BankID.',
    label: 'Text k podpisu',
    loading: 'Načítání textu…',
    failed: 'Text k podpisu se nepodařilo načíst. Zkuste to znovu.',
    continue: 'Pokračovat',
  },
  failure: {
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description:
        'Ověření přes BankID trvalo příliš dlouho. Vraťte se k pokladně a zkuste to znovu s aplikací BankID nebo s generátorem kódů.',
      button: 'Zpět k pokladně',
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
