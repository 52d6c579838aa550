import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const de_bureauCheck = {
  consent:
    'Indem du auf „Zustimmen und weiter“ tippst, stimmst du zu, dass wir deine personenbezogenen Daten an eine Auskunftei weitergeben dürfen, um deine Identität zu überprüfen, wie es gesetzlich vorgeschrieben ist. Wenn du nicht zustimmst, kannst du deine Identität auch auf andere Weise bestätigen.',
  wait: {
    lead: 'Wir prüfen deine übrigen Angaben.',
    estimate: 'Das dauert bis zu 10 Sekunden.',
    longer: 'Das dauert gerade etwas länger als üblich. Bitte lass dieses Fenster geöffnet.',
    preparingScan: 'Wir bereiten den Scan deines Ausweises und deines Selfies vor…',
  },
  startFailed: 'Wir konnten die Prüfung deiner Angaben nicht starten. Bitte versuche es noch einmal.',
  retry: {
    title: 'Wir können deine Identität nicht bestätigen',
    lead: 'Bitte prüfe deine Angaben noch einmal. Wenn du einen zweiten Vornamen oder mehrere Nachnamen hast, gib sie bitte auch an.',
    givenNames: 'Vorname(n)',
    givenNamesHint: 'Mit allen weiteren Vornamen',
    lastNames: 'Nachname(n)',
    lastNamesHint: 'Alle deine Nachnamen, wenn du mehrere hast',
    dateOfBirth: 'Geburtsdatum',
    dateOfBirthHint: 'Zum Beispiel 27 3 1985',
    day: 'Tag',
    month: 'Monat',
    year: 'Jahr',
    confirm: 'Bestätigen',
    sendFailed: 'Wir konnten deine Angaben nicht senden. Bitte versuche es noch einmal.',
  },
  errors: {
    givenNamesRequired: 'Gib deinen Vornamen ein',
    lastNamesRequired: 'Gib deinen Nachnamen ein',
    characters: 'Verwende nur Buchstaben, Leerzeichen, Bindestriche und Apostrophe',
    tooLong: 'Verwende höchstens {max|int} Zeichen',
    dateRequired: 'Gib dein Geburtsdatum ein',
    dateIncomplete: 'Gib dein Geburtsdatum mit Tag, Monat und Jahr ein',
    dateYear: 'Gib dein Geburtsjahr mit vier Ziffern ein, zum Beispiel 1985',
    dateInvalid: 'Das Geburtsdatum muss ein echtes Datum sein',
    dateFuture: 'Dein Geburtsdatum muss in der Vergangenheit liegen',
    dateTooOld: 'Prüfe das Jahr deines Geburtsdatums',
    rejected: 'Bitte prüfe diese Angabe',
  },
  cancel: {
    title: 'Identitätsprüfung abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceBureauCheckTranslation

export default de_bureauCheck
