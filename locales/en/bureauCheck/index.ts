import type { BaseTranslation } from '../../i18n-types.ts'

/** Credit-bureau check (Australia, New Zealand, Italy, Mexico). */
const en_bureauCheck = {
  consent:
    'By pressing Agree and continue you agree that we may disclose your personal information to a credit reporting body to verify your identity, as the law requires. If you don’t agree, you can verify your identity another way.',
  wait: {
    lead: 'We’re verifying your remaining details.',
    estimate: 'This takes up to 10 seconds.',
    longer: 'This is taking a little longer than usual. Please keep this window open.',
    /** Mexico (spec §4): the check is starting and the document and selfie scan comes first. */
    preparingScan: 'Preparing your document and selfie scan…',
  },
  startFailed: 'We couldn’t start checking your details. Please try again.',
  retry: {
    title: 'We can’t verify your identity',
    lead: 'Please double-check your details. If you have a middle name or more than one last name, add them too.',
    givenNames: 'Given name(s)',
    givenNamesHint: 'Including any middle names',
    lastNames: 'Last name(s)',
    lastNamesHint: 'All of your last names, if you have more than one',
    dateOfBirth: 'Date of birth',
    dateOfBirthHint: 'For example, 27 3 1985',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    confirm: 'Confirm',
    sendFailed: 'We couldn’t send your details. Please try again.',
  },
  errors: {
    givenNamesRequired: 'Enter your given name',
    lastNamesRequired: 'Enter your last name',
    characters: 'Use only letters, spaces, hyphens and apostrophes',
    tooLong: 'Use at most {max:number|int} characters',
    dateRequired: 'Enter your date of birth',
    dateIncomplete: 'Enter your date of birth as a day, a month and a year',
    dateYear: 'Enter the year of your birth with four digits, for example 1985',
    dateInvalid: 'Date of birth must be a real date',
    dateFuture: 'Your date of birth must be in the past',
    dateTooOld: 'Check the year of your date of birth',
    rejected: 'Please check this detail',
  },
  cancel: {
    title: 'Stop the identity check?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_bureauCheck
