import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const sv_idCheck = {
  document: {
    title: 'Verifiera din legitimation',
    lead: 'Innan ditt köp behöver vi verifiera en av dina id-handlingar. Det tar oftast mindre än 2 minuter och behöver bara göras en gång.',
    secondTitle: 'Lägg till en id-handling till',
    secondLead: 'För att bli klar behöver vi en id-handling till, av en annan typ än den du nyss verifierade.',
    typeLegend: 'Vilken id-handling vill du använda?',
    types: {
      driverLicence: 'Körkort',
      passport: 'Pass',
      medicare: 'Medicare-kort',
    },
    submit: 'Verifiera id-handling',
    rejected:
      'Vi kunde inte verifiera den här id-handlingen. Kontrollera att alla uppgifter är exakt som de står på den, eller välj en annan id-handling.',
    attemptsLeft: 'Du har {count|int} {{försök|försök}} kvar.',
    sendFailed: 'Vi kunde inte skicka dina uppgifter. Försök igen.',
  },
  fields: {
    state: {
      label: 'Delstat eller territorium som utfärdade körkortet',
      choose: 'Välj delstat eller territorium',
      required: 'Välj den delstat eller det territorium som utfärdade ditt körkort',
    },
    licenceNumber: {
      label: 'Körkortsnummer',
      hint: 'Som det står på ditt körkort',
      hintFormat: 'Som det står på ditt körkort: {format}',
      required: 'Ange ditt körkortsnummer',
      format: 'Körkortsnummer från {state} har {format}',
    },
    cardNumber: {
      label: 'Kortnummer',
      hint: 'Det ändras med varje nytt körkort',
      hintFront: 'På framsidan av ditt körkort: {format}',
      hintBack: 'På baksidan av ditt körkort: {format}',
      hintEither: 'På fram- eller baksidan av ditt körkort: {format}',
      required: 'Ange körkortets kortnummer',
      format: 'Kortnummer på körkort från {state} har {format}',
    },
    nzLicenceNumber: {
      hint: 'Två bokstäver och sex siffror (5a på ditt körkort), till exempel AB123456',
      format: 'Ange två bokstäver och sex siffror, till exempel AB123456',
    },
    version: {
      label: 'Versionsnummer',
      hint: 'Tre siffror (5b på ditt körkort). Det ändras med varje nytt körkort',
      required: 'Ange körkortets versionsnummer',
      format: 'Ange versionens tre siffror, till exempel 123',
    },
    country: {
      label: 'Utfärdande land',
      required: 'Välj det land som utfärdade ditt pass',
    },
    passportNumber: {
      label: 'Passnummer',
      hint: 'Som det står i ditt pass',
      hintExample: 'Som det står i ditt pass, till exempel {example}',
      required: 'Ange ditt passnummer',
      format: 'Ange passnumret som det står tryckt, till exempel {example}',
      formatOther: 'Ange passnumret som det står tryckt: 5 till 9 bokstäver eller siffror',
    },
    medicareNumber: {
      label: 'Medicare-kortnummer',
      hint: 'De 10 siffrorna på ditt kort, till exempel 2123\u00a045670\u00a01',
      required: 'Ange ditt Medicare-kortnummer',
      digits: 'Använd bara siffror',
      tenDigits: 'Ett Medicare-kortnummer har 10 siffror',
      invalid: 'Det här är inte ett giltigt Medicare-kortnummer. Kontrollera de 10 siffrorna på ditt kort',
    },
    referenceNumber: {
      label: 'Individuellt referensnummer',
      hint: 'Siffran bredvid ditt namn på kortet, från 1 till 9',
      required: 'Ange ditt individuella referensnummer',
      format: 'Ange den siffra som står bredvid ditt namn, från 1 till 9',
    },
    colour: {
      label: 'Kortets färg',
      green: 'Grönt',
      blue: 'Blått',
      yellow: 'Gult',
      required: 'Välj vilken färg ditt kort har',
    },
    validTo: {
      label: 'Giltigt till',
      hint: 'Som det står på ditt kort',
      hintGreen: 'Som det står på ditt kort: MM/ÅÅÅÅ, till exempel 03/2029',
      hintOther: 'Som det står på ditt kort: DD/MM/ÅÅ, till exempel 31/05/27',
      required: 'Ange datumet som ditt kort gäller till',
      formatGreen: 'Ange datumet som det står på ett grönt kort: MM/ÅÅÅÅ',
      formatOther: 'Ange datumet som det står på ditt kort: DD/MM/ÅÅ',
      invalidDate: 'Ange ett datum som finns',
      expired: 'Kortet har gått ut. Använd ett giltigt kort eller välj en annan id-handling',
      tooFar: 'Kontrollera året: det ligger för långt fram i tiden',
    },
    nameOnCard: {
      label: 'Namn på kortet',
      hint: 'Exakt som det står på ditt kort, med eventuella initialer',
      required: 'Ange ditt namn som det står på ditt kort',
      tooLong: 'Namnet på ett Medicare-kort har högst {max|int} tecken. Ange det som det står tryckt',
    },
    firstName: {
      label: 'Förnamn',
      required: 'Ange ditt förnamn',
    },
    middleName: {
      label: 'Mellannamn (valfritt)',
      hint: 'Bara om det står på din id-handling',
    },
    lastName: {
      label: 'Efternamn',
      required: 'Ange ditt efternamn',
    },
    namesHint: 'Som det står på din id-handling',
    characters: 'Använd bara bokstäver, mellanslag, bindestreck och apostrofer',
    tooLong: 'Använd högst {max|int} tecken',
    rejected: 'Kontrollera den här uppgiften: den stämmer inte med id-handlingen',
  },
  formats: {
    digits: '{count|int} siffror',
    digitsUpTo: 'upp till {max|int} siffror',
    digitsRange: '{min|int} till {max|int} siffror',
    characters: '{count|int} bokstäver eller siffror',
    charactersUpTo: 'upp till {max|int} bokstäver eller siffror',
    charactersRange: '{min|int} till {max|int} bokstäver eller siffror',
  },
  loading: {
    title: 'Vi kontrollerar din id-handling',
    estimate: 'Det brukar ta några sekunder.',
  },
  verified: {
    title: 'Tack!',
    body: 'Din id-handling har verifierats.',
    next: 'För att bli klar behöver vi en id-handling till, av en annan typ.',
  },
  failure: {
    technicalIssue: {
      title: 'Vi kunde inte kontrollera din legitimation just nu',
      description: 'Något gick fel hos oss. Försök igen senare eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
      customerService: 'kundservice',
    },
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Kontrollen av din legitimation tog för lång tid. Gå tillbaka till kassan och försök igen.',
      button: 'Tillbaka till kassan',
    },
    verify: {
      title: 'Vi kunde inte verifiera din legitimation',
      description:
        'Uppgifterna du angav stämmer inte med det som finns registrerat för den här id-handlingen. Gå tillbaka till kassan och försök igen, eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
      customerService: 'kundservice',
    },
    invalidAddress: {
      title: 'Vi kunde inte verifiera din adress',
      description: 'Adressen du angav stämmer inte med våra uppgifter. Kontrollera den och försök igen.',
      button: 'Ändra adress',
      customerService: 'kundservice',
    },
    userNotFound: {
      title: 'Vi hittade inte dina uppgifter',
      description:
        'Vi hittade inga uppgifter som stämmer med ditt namn och din adress. Kontrollera adressen och försök igen.',
      button: 'Ändra adress',
      customerService: 'kundservice',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Vill du avbryta kontrollen av din legitimation?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceIdCheckTranslation

export default sv_idCheck
