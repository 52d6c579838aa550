// The steps after the consent, one chunk that loads while it shows: the document form with its rules, and
// the wait while the session checks it (its poller and progress): the first-screen document carries the consent alone.
export { CheckingStep } from './CheckingStep'
export { DocumentStep } from './DocumentStep'
