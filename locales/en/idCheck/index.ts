import type { BaseTranslation } from '../../i18n-types.ts'

/** ID-document check for Australia and New Zealand. */
const en_idCheck = {
  document: {
    title: 'Verify your ID',
    lead: 'Before your purchase we need to verify one of your ID documents. It usually takes less than 2 minutes, and you only need to do it once.',
    secondTitle: 'Add one more ID',
    secondLead: 'To finish, we need one more ID document, of a different type from the one you just verified.',
    typeLegend: 'Which ID do you want to use?',
    types: {
      driverLicence: 'Driver licence',
      passport: 'Passport',
      medicare: 'Medicare card',
    },
    submit: 'Verify ID',
    rejected:
      'We couldn’t verify this document. Please check that every detail is exactly as printed on it, or choose another document.',
    attemptsLeft: 'You have {count:number|int} {{attempt|attempts}} left.',
    sendFailed: 'We couldn’t send your details. Please try again.',
  },
  fields: {
    state: {
      label: 'State or territory of issue',
      choose: 'Choose a state or territory',
      required: 'Choose the state or territory that issued your licence',
    },
    licenceNumber: {
      label: 'Licence number',
      hint: 'As printed on your licence',
      hintFormat: 'As printed on your licence: {format:string}',
      required: 'Enter your licence number',
      format: '{state:string} licence numbers have {format:string}',
    },
    cardNumber: {
      label: 'Card number',
      hint: 'It changes with every new licence card',
      hintFront: 'On the front of your licence card: {format:string}',
      hintBack: 'On the back of your licence card: {format:string}',
      hintEither: 'On the front or the back of your licence card: {format:string}',
      required: 'Enter the card number of your licence',
      format: '{state:string} licence card numbers have {format:string}',
    },
    nzLicenceNumber: {
      hint: 'Two letters and six numbers (5a on your licence), for example AB123456',
      format: 'Enter two letters and six numbers, for example AB123456',
    },
    version: {
      label: 'Version number',
      hint: 'Three numbers (5b on your licence). It changes with every new licence',
      required: 'Enter the version number of your licence',
      format: 'Enter the three numbers of the version, for example 123',
    },
    country: {
      label: 'Country of issue',
      required: 'Choose the country that issued your passport',
    },
    passportNumber: {
      label: 'Passport number',
      hint: 'As printed on your passport',
      hintExample: 'As printed on your passport, for example {example:string}',
      required: 'Enter your passport number',
      format: 'Enter the passport number as printed, for example {example:string}',
      formatOther: 'Enter the passport number as printed: 5 to 9 letters or numbers',
    },
    medicareNumber: {
      label: 'Medicare card number',
      hint: 'The 10 digits on your card, for example 2123\u00a045670\u00a01',
      required: 'Enter your Medicare card number',
      digits: 'Use only numbers',
      tenDigits: 'A Medicare card number has 10 digits',
      invalid: 'This isn’t a valid Medicare card number. Check the 10 digits on your card',
    },
    referenceNumber: {
      label: 'Individual reference number',
      hint: 'The number beside your name on the card, from 1 to 9',
      required: 'Enter your individual reference number',
      format: 'Enter the one number beside your name, from 1 to 9',
    },
    colour: {
      label: 'Card colour',
      green: 'Green',
      blue: 'Blue',
      yellow: 'Yellow',
      required: 'Choose the colour of your card',
    },
    validTo: {
      label: 'Valid to',
      hint: 'As printed on your card',
      hintGreen: 'As printed on your card: MM/YYYY, for example 03/2029',
      hintOther: 'As printed on your card: DD/MM/YY, for example 31/05/27',
      required: 'Enter the date your card is valid to',
      formatGreen: 'Enter the date as a green card shows it: MM/YYYY',
      formatOther: 'Enter the date as your card shows it: DD/MM/YY',
      invalidDate: 'Enter a date that exists',
      expired: 'This card has expired. Please use a current card or choose another document',
      tooFar: 'Check the year: it’s too far in the future',
    },
    nameOnCard: {
      label: 'Name on card',
      hint: 'Exactly as printed on your card, including any initial',
      required: 'Enter your name as it’s printed on your card',
      tooLong: 'The name on a Medicare card has at most {max:number|int} characters. Enter it as printed',
    },
    firstName: {
      label: 'First name',
      required: 'Enter your first name',
    },
    middleName: {
      label: 'Middle name (optional)',
      hint: 'Only if it’s printed on your ID',
    },
    lastName: {
      label: 'Last name',
      required: 'Enter your last name',
    },
    namesHint: 'As printed on your ID',
    characters: 'Use only letters, spaces, hyphens and apostrophes',
    tooLong: 'Use at most {max:number|int} characters',
    rejected: 'Please check this detail: it doesn’t match the document',
  },
  formats: {
    digits: '{count:number|int} digits',
    digitsUpTo: 'up to {max:number|int} digits',
    digitsRange: '{min:number|int} to {max:number|int} digits',
    characters: '{count:number|int} letters or numbers',
    charactersUpTo: 'up to {max:number|int} letters or numbers',
    charactersRange: '{min:number|int} to {max:number|int} letters or numbers',
  },
  loading: {
    title: 'Checking your ID',
    estimate: 'This usually takes a few seconds.',
  },
  verified: {
    title: 'Thank you!',
    body: 'Your ID document has been verified.',
    next: 'To finish, we need one more ID document of a different type.',
  },
  failure: {
    technicalIssue: {
      title: 'We couldn’t check your ID right now',
      description: 'Something went wrong on our side. Please try again later or choose another payment method.',
      button: 'Go back to checkout',
      customerService: 'customer support',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'The ID check took too long. Please go back to the checkout and try again.',
      button: 'Go back to checkout',
    },
    verify: {
      title: 'We couldn’t verify your ID',
      description:
        'The details you entered don’t match the records for this document. Please go back to the checkout and try again, or choose another payment method.',
      button: 'Go back to checkout',
      customerService: 'customer support',
    },
    invalidAddress: {
      title: 'We couldn’t verify your address',
      description: 'The address you gave doesn’t match our records. Please check it and try again.',
      button: 'Change address',
      customerService: 'customer support',
    },
    userNotFound: {
      title: 'We couldn’t find your details',
      description:
        'We couldn’t find a record that matches your name and address. Please check your address and try again.',
      button: 'Change address',
      customerService: 'customer support',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Stop verifying your ID?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_idCheck
