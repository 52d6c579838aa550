import type { BaseTranslation } from '../../i18n-types.ts'

/** Bank login through the bank-selection widget (also bank-login-obu). */
const en_bankLogin = {
  start: {
    title: 'Log in to your bank',
    lead: 'Log in to your bank to help us verify your identity.',
    noSave: 'We don’t save your login information.',
    encrypted: 'Rest easy. Your data is encrypted and protected.',
    suggested: 'You’ll log in to {bankName:string}.',
    consent:
      'By continuing, you let us access your account information at your bank for up to 90 days, so we can verify your identity.',
    consentMore:
      'We read your name, address and date of birth and the details of your account, and check them against the details you gave us. We don’t move money and we don’t share your login details with anyone.',
    consentUk: 'We only read transactions from the last 90 days at most.',
    why: 'Why do we ask?',
  },
  why: {
    title: 'Why do we ask you to log in to your bank?',
    body: 'Your bank already knows who you are. Logging in to it is a quick and secure way to confirm your identity, without sending documents or photos.',
    safety:
      'You log in through a secure, encrypted connection. We never see or save your password or PIN, and we can’t make payments from your account.',
  },
  selection: {
    title: 'Find your bank',
    country: 'Country',
    search: 'Bank name, IBAN or BIC',
    searchHint: 'For example Deutsche Bank, DEUTDEBBXXX or your IBAN.',
    minChars: 'Please enter at least three characters',
    searching: 'Searching…',
    results: '{count:number|int} {{bank found|banks found}}. Use the arrow keys to choose one.',
    noResults: 'No banks found. Check the spelling, or try the BIC or your IBAN.',
    ibanTyping: 'An IBAN from this country has {expected:number|int} characters. You’ve entered {length:number|int}.',
    ibanLength: 'An IBAN from this country has {expected:number|int} characters. Please check it.',
    ibanChecksum: 'This IBAN isn’t valid. Please check it for typos.',
    ibanCountry: 'We can’t connect to banks in this IBAN’s country.',
    countryChanged: 'Showing banks in {country:string}.',
    searchFailed: 'We couldn’t search for banks right now. Please try again.',
    tryAgain: 'Search again',
    notListed: 'My bank isn’t listed',
    connecting: 'Connecting to {bankName:string}…',
    selectFailed: 'We couldn’t connect to {bankName:string}. Please try again or choose another bank.',
    startFailed: 'We couldn’t start the bank login. Please try again.',
  },
  countries: {
    DE: 'Germany',
    AT: 'Austria',
    BE: 'Belgium',
    IT: 'Italy',
    NL: 'Netherlands',
    PL: 'Poland',
    ES: 'Spain',
    SE: 'Sweden',
    CH: 'Switzerland',
    GB: 'United Kingdom',
  },
  creds: {
    title: 'Log in to {selectedBank:string}',
    lead: 'Use the details you use for {selectedBank:string} online banking.',
    fields: {
      userId: 'User ID',
      username: 'Username',
      customerNumber: 'Customer number',
      contractNumber: 'Contract number',
      pin: 'PIN',
      password: 'Password',
    },
    required: 'Please fill in this field.',
    submit: 'Log in',
    wrong: 'These login details aren’t right. Please check them and try again.',
    attemptsLeft: 'You have {count:number|int} {{attempt|attempts}} left.',
    blocked: 'Your bank has blocked the login after too many tries. Please choose another bank or another method.',
    failed: 'We couldn’t log you in. Please try again.',
    dismissed: 'The login wasn’t approved in your bank’s app. Please log in again.',
  },
  code: {
    title: 'Enter the code from your bank',
    lead: '{selectedBank:string} has sent you a one-time code, by text message or in its app.',
    label: 'Code from your bank',
    verifying: 'Checking the code…',
    wrong: 'That code isn’t right. Please try again.',
    failed: 'We couldn’t check the code. Please try again.',
  },
  app: {
    title: 'Approve in your bank’s app',
    lead: 'Open the {selectedBank:string} app on your phone and approve the login there.',
    waiting: 'Waiting for your approval…',
    estimate: 'This usually takes less than a minute.',
  },
  verify: {
    title: 'Verifying your identity',
    lead: 'We’re checking your details with {selectedBank:string}.',
    estimate: 'This usually takes a few seconds.',
    readingAccount: 'Reading your account details…',
  },
  report: {
    title: 'Tell us about your bank',
    lead: 'We add new banks all the time. Tell us which bank you use and we’ll look into adding it.',
    label: 'Name of your bank',
    required: 'Please enter the name of your bank.',
    send: 'Send',
    failed: 'Could not report unsupported bank. Please try again.',
  },
  reported: {
    title: 'Thank you!',
    body: 'We’ve noted that you’d like to use {bankName:string}. For now, please choose another bank or another way to verify.',
  },
  otherBank: 'Choose another bank',
  yourBank: 'your bank',
  failure: {
    userMismatch: {
      title: 'The account holder doesn’t match',
      description: 'The bank account you logged in to belongs to someone else. Please log in to your own bank account.',
      button: 'Back to selection',
    },
    insufficientInfo: {
      title: 'Your bank didn’t share enough information',
      description:
        'We couldn’t verify your identity with the details your bank shared. Please try another bank or another payment method.',
      button: 'Back to selection',
    },
    incompleteVerification: {
      title: 'The bank login wasn’t finished',
      description:
        'We didn’t receive everything we need from your bank. Please go back to the checkout to start again, or choose another payment method.',
      button: 'Go back to checkout',
    },
    technicalIssue: {
      title: 'We couldn’t connect to your bank',
      description:
        'Something went wrong while connecting to {bankName:string}. Please try again later or choose another payment method.',
      button: 'Go back to checkout',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description:
        'The bank login took too long. Please go back to the checkout to try again, or choose another method.',
      button: 'Go back to checkout',
    },
  },
  cancel: {
    title: 'Stop logging in to your bank?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_bankLogin
