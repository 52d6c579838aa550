// The steps after the start, one chunk that loads while the start shows:
// the first-screen document carries the start alone (docs/architecture.md "Budgets").
export { CredentialsStep } from './CredentialsStep'
export { ReportedStep, ReportStep } from './ReportSteps'
export { AppStep, CodeStep, VerifyStep } from './SecondFactorSteps'
export { SelectionStep } from './SelectionStep'
