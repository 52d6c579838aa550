import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const sk_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Váš doklad teraz nemôžeme overiť',
      description: 'Na našej strane sa niečo pokazilo. Skúste to neskôr alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    technicalIssueWithContact: {
      title: 'Váš doklad teraz nemôžeme overiť',
      description:
        'Na našej strane sa niečo pokazilo. Skúste to neskôr alebo kontaktujte našu zákaznícku podporu: {contactTimes}.',
      button: 'Späť do pokladne',
    },
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Overenie dokladu trvalo príliš dlho. Vráťte sa do pokladne a skúste to znova.',
      button: 'Späť do pokladne',
    },
    sessionTimeoutWithContact: {
      title: 'Ups, čas vypršal',
      description:
        'Overenie dokladu trvalo príliš dlho. Skúste to znova alebo kontaktujte našu zákaznícku podporu: {contactTimes}.',
      button: 'Späť do pokladne',
    },
    networkIssue: {
      title: 'Pripojenie k internetu sa prerušilo',
      description:
        'Počas overovania dokladu sa prerušilo pripojenie. Skontrolujte pripojenie k internetu a skúste to znova.',
      button: 'Späť do pokladne',
    },
    networkIssueWithContact: {
      title: 'Pripojenie k internetu sa prerušilo',
      description:
        'Počas overovania dokladu sa prerušilo pripojenie. Skúste to znova alebo kontaktujte našu zákaznícku podporu: {contactTimes}.',
      button: 'Späť do pokladne',
    },
    invalidAddress: {
      title: 'Vašu adresu sa nepodarilo overiť',
      description:
        'Adresa na vašom doklade sa nezhoduje s adresou, ktorú ste zadali v pokladni. Skontrolujte adresu a skúste to znova.',
      button: 'Späť do pokladne',
    },
    invalidAddressWithContact: {
      title: 'Vašu adresu sa nepodarilo overiť',
      description:
        'Adresa na vašom doklade sa nezhoduje s adresou, ktorú ste zadali v pokladni. Ak potrebujete pomoc, kontaktujte našu zákaznícku podporu: {contactTimes}.',
      button: 'Späť do pokladne',
    },
    invalidDocument: {
      title: 'Tento doklad nemôžeme prijať',
      description:
        'Použite platný doklad totožnosti s dobre viditeľným dátumom platnosti. Doklad musí byť na snímke celý zaostrený a bez odleskov.',
      button: 'Späť do pokladne',
    },
    invalidDocumentWithContact: {
      title: 'Tento doklad nemôžeme prijať',
      description:
        'Použite platný doklad totožnosti. Doklad musí byť na snímke celý zaostrený a bez odleskov. Ak potrebujete pomoc, kontaktujte našu zákaznícku podporu: {contactTimes}.',
      button: 'Späť do pokladne',
    },
    userNotTrusted: {
      title: 'Ľutujeme, vašu totožnosť sa nepodarilo overiť',
      description: 'Na dokončenie nákupu si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    userNotTrustedWithContact: {
      title: 'Ľutujeme, vašu totožnosť sa nepodarilo overiť',
      description: 'Vyberte si iný spôsob platby alebo kontaktujte našu zákaznícku podporu: {contactTimes}.',
      button: 'Späť do pokladne',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default sk_idFailure
