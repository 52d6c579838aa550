import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const sv_bankIdNo = {
  title: 'Identifiera dig med BankID',
  signTitle: 'Signera med BankID',
  intro: 'Välj hur du använder BankID. Du identifierar dig i BankID:s eget fönster.',
  signIntro: 'Välj hur du använder BankID. Du signerar i BankID:s eget fönster.',
  methods: 'Hur använder du BankID?',
  app: 'BankID-appen',
  appHint: 'Bekräfta i appen i din mobil',
  codeDevice: 'Kodbricka och lösenord',
  codeDeviceHint: 'Använd en kod från din kodbricka och ditt personliga lösenord',
  noBankId: 'Har du inte BankID?',
  estimate: 'Det brukar ta ungefär en minut.',
  review: {
    title: 'Granska det du ska signera',
    lead: 'Läs igenom texten. Du signerar den med BankID i nästa steg.',
    label: 'Text att signera',
    loading: 'Laddar texten…',
    failed: 'Vi kunde inte ladda texten att signera. Försök igen.',
    continue: 'Fortsätt',
  },
  failure: {
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description:
        'Identifieringen med BankID tog för lång tid. Gå tillbaka till kassan och försök igen med BankID-appen eller din kodbricka.',
      button: 'Tillbaka till kassan',
    },
    userInteraction: {
      title: 'Identifieringen avbröts',
      description: 'Du avbröt identifieringen med BankID. Försök igen eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    technicalIssue: {
      title: 'BankID fungerar inte just nu',
      description: 'Något gick fel med BankID. Försök igen senare eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    userMismatch: {
      title: 'Uppgifterna stämmer inte',
      description:
        'Personen som identifierade sig med BankID stämmer inte med uppgifterna i kassan. Identifiera dig med ditt eget BankID.',
      button: 'Tillbaka till kassan',
    },
  },
  cancel: {
    title: 'Vill du avbryta identifieringen med BankID?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceBankIdNoTranslation

export default sv_bankIdNo
