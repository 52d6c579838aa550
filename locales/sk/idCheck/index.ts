import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const sk_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Váš doklad teraz nemôžeme skontrolovať',
      description: 'Na našej strane sa niečo pokazilo. Skúste to neskôr alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Kontrola dokladu trvala príliš dlho. Vráťte sa do pokladne a skúste to znova.',
      button: 'Späť do pokladne',
    },
    verify: {
      title: 'Váš doklad sa nepodarilo overiť',
      description: 'Zadané údaje sa nezhodujú so záznamami k tomuto dokladu. Skontrolujte ich a skúste to znova.',
      button: 'Skúsiť znova',
    },
    invalidAddress: {
      title: 'Vašu adresu sa nepodarilo overiť',
      description: 'Zadaná adresa sa nezhoduje s našimi záznamami. Skontrolujte ju a skúste to znova.',
      button: 'Zmeniť adresu',
    },
    userNotFound: {
      title: 'Vaše údaje sme nenašli',
      description: 'Nenašli sme záznam, ktorý by zodpovedal vášmu menu a adrese. Skontrolujte adresu a skúste to znova.',
      button: 'Zmeniť adresu',
    },
  },
  customerServiceLabel: 'zákaznícku podporu',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Prerušiť overenie dokladu?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceIdCheckTranslation

export default sk_idCheck
