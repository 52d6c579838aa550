import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const hu_bureauCheck = {
  consent:
    'Az „Elfogadom és folytatom” gomb megnyomásával hozzájárulsz ahhoz, hogy személyazonosságod ellenőrzése érdekében – a jogszabályi előírásoknak megfelelően – személyes adataidat átadjuk egy hitelinformációs szolgáltatónak. Ha nem járulsz hozzá, más módon is igazolhatod a személyazonosságodat.',
  wait: {
    lead: 'Ellenőrizzük a többi adatodat.',
    estimate: 'Ez legfeljebb 10 másodpercig tart.',
    longer: 'Ez most a szokásosnál kicsit tovább tart. Kérjük, ne zárd be ezt az ablakot.',
    preparingScan: 'Előkészítjük az igazolványod és a szelfid szkennelését…',
  },
  startFailed: 'Nem sikerült elkezdeni az adataid ellenőrzését. Próbáld újra.',
  retry: {
    title: 'Nem tudjuk igazolni a személyazonosságodat',
    lead: 'Ellenőrizd újra az adataidat. Ha van második utóneved vagy több vezetékneved, azokat is add meg.',
    givenNames: 'Utónév (utónevek)',
    givenNamesHint: 'A további utónevekkel együtt',
    lastNames: 'Vezetéknév (vezetéknevek)',
    lastNamesHint: 'Az összes vezetékneved, ha több is van',
    dateOfBirth: 'Születési dátum',
    dateOfBirthHint: 'Például 27 3 1985',
    day: 'Nap',
    month: 'Hónap',
    year: 'Év',
    confirm: 'Megerősítés',
    sendFailed: 'Nem sikerült elküldeni az adataidat. Próbáld újra.',
  },
  errors: {
    givenNamesRequired: 'Add meg az utónevedet',
    lastNamesRequired: 'Add meg a vezetéknevedet',
    characters: 'Csak betűket, szóközt, kötőjelet és aposztrófot használj',
    tooLong: 'Legfeljebb {max|int} karaktert használj',
    dateRequired: 'Add meg a születési dátumodat',
    dateIncomplete: 'Add meg a születési dátumodat nappal, hónappal és évvel',
    dateYear: 'A születési évet négy számjeggyel add meg, például 1985',
    dateInvalid: 'A születési dátumnak létező dátumnak kell lennie',
    dateFuture: 'A születési dátumnak a múltban kell lennie',
    dateTooOld: 'Ellenőrizd a születési dátumod évét',
    rejected: 'Ellenőrizd ezt az adatot',
  },
  cancel: {
    title: 'Megszakítod a személyazonosság ellenőrzését?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceBureauCheckTranslation

export default hu_bureauCheck
