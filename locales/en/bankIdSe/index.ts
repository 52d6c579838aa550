import type { BaseTranslation } from '../../i18n-types.ts'

/** Swedish BankID. */
const en_bankIdSe = {
  title: 'Identify with Mobile BankID',
  intro:
    'Use Mobile BankID to confirm it’s you. Open it on this device, or scan a QR code with BankID on another device.',
  thisDevice: 'Open BankID on this device',
  otherDevice: 'Use BankID on another device',
  noBankId: 'Don’t have Mobile BankID?',
  openTitle: 'Open BankID',
  openApp: 'Open the BankID app',
  qrTitle: 'Scan the QR code',
  qrInstructions: 'Open the BankID app on your other device, tap the QR code icon and scan this code.',
  qrLabel: 'QR code for BankID. Scan it with the BankID app on your other device.',
  continueTitle: 'Continue in the BankID app',
  finishTitle: 'Finish authentication',
  failedTitle: 'The identification didn’t go through',
  tryAgain: 'Try again',
  startFailed: 'We couldn’t start BankID. Please try again.',
  /** BankID's recommended user messages (RP guidelines), by their RFA numbers. */
  hints: {
    rfa1: 'Start your BankID app.',
    rfa3: 'Action cancelled. Please try again.',
    rfa6: 'Action cancelled.',
    rfa8: 'The BankID app is not responding. Please check that it’s started and that you have internet access. If you don’t have a valid BankID you can get one from your bank. Try again.',
    rfa9: 'Enter your security code in the BankID app and select Identify.',
    rfa13: 'Trying to start your BankID app.',
    rfa15:
      'Searching for BankID, it may take a little while… If a few seconds have passed and still no BankID has been found, you probably don’t have a BankID that can be used for this identification on this device. If you don’t have a BankID you can get one from your bank.',
    rfa16:
      'The BankID you are trying to use is blocked or too old. Please use another BankID or get a new one from your bank.',
    rfa17:
      'The BankID app couldn’t be found on your computer or mobile device. Please install it and get a BankID from your bank. Install the app from your app store or https://install.bankid.com.',
    rfa21: 'Identification in progress.',
    rfa22: 'Unknown error. Please try again.',
  },
  failure: {
    unattainable: {
      title: 'We couldn’t reach BankID',
      description: 'BankID isn’t answering right now. Please complete the purchase with another method.',
      button: 'Back to selection',
    },
    tooManyAttempts: {
      title: 'Too many attempts',
      description: 'You’ve tried BankID too many times. Please complete the purchase with another method.',
      button: 'Back to selection',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'The BankID identification took too long. Please try again or choose another method.',
      button: 'Back to selection',
    },
    userInteraction: {
      title: 'The identification was cancelled',
      description: 'Please authenticate with Mobile BankID or choose another method.',
      button: 'Back to selection',
    },
    userNotTrusted: {
      title: 'We couldn’t verify you with BankID',
      description: 'Please authenticate with Mobile BankID or choose another method.',
      button: 'Back to selection',
    },
    bankIdIssue: {
      title: 'BankID isn’t working right now',
      description: 'There’s a problem with BankID at the moment. Please try again later or choose another method.',
      button: 'Back to selection',
    },
  },
  cancel: {
    title: 'Stop identifying with BankID?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_bankIdSe
