import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const nl_bureauCheck = {
  consent:
    'Door op ‘Akkoord en doorgaan’ te tikken, ga je ermee akkoord dat we je persoonsgegevens aan een kredietinformatiebureau verstrekken om je identiteit te controleren, zoals de wet vereist. Ga je niet akkoord? Dan kun je je identiteit op een andere manier bevestigen.',
  wait: {
    lead: 'We controleren je overige gegevens.',
    estimate: 'Dit duurt maximaal 10 seconden.',
    longer: 'Dit duurt iets langer dan normaal. Houd dit venster open.',
    preparingScan: 'We bereiden de scan van je document en selfie voor…',
  },
  startFailed: 'We konden niet beginnen met het controleren van je gegevens. Probeer het opnieuw.',
  retry: {
    title: 'We kunnen je identiteit niet bevestigen',
    lead: 'Controleer je gegevens nog eens. Heb je een tweede voornaam of meer dan één achternaam? Vul die dan ook in.',
    givenNames: 'Voorna(a)m(en)',
    givenNamesHint: 'Met eventuele tweede voornamen',
    lastNames: 'Achterna(a)m(en)',
    lastNamesHint: 'Al je achternamen, als je er meer dan één hebt',
    dateOfBirth: 'Geboortedatum',
    dateOfBirthHint: 'Bijvoorbeeld 27 3 1985',
    day: 'Dag',
    month: 'Maand',
    year: 'Jaar',
    confirm: 'Bevestigen',
    sendFailed: 'We konden je gegevens niet versturen. Probeer het opnieuw.',
  },
  errors: {
    givenNamesRequired: 'Vul je voornaam in',
    lastNamesRequired: 'Vul je achternaam in',
    characters: 'Gebruik alleen letters, spaties, koppeltekens en apostrofs',
    tooLong: 'Gebruik maximaal {max|int} tekens',
    dateRequired: 'Vul je geboortedatum in',
    dateIncomplete: 'Vul je geboortedatum in met dag, maand en jaar',
    dateYear: 'Vul je geboortejaar in met vier cijfers, bijvoorbeeld 1985',
    dateInvalid: 'De geboortedatum moet een bestaande datum zijn',
    dateFuture: 'Je geboortedatum moet in het verleden liggen',
    dateTooOld: 'Controleer het jaar van je geboortedatum',
    rejected: 'Controleer dit gegeven',
  },
  cancel: {
    title: 'Stoppen met de identiteitscontrole?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceBureauCheckTranslation

export default nl_bureauCheck
