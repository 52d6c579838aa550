import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const sk_bureauCheck = {
  consent:
    'Stlačením tlačidla „Súhlasiť a pokračovať“ súhlasíte s tým, že na overenie vašej totožnosti môžeme vaše osobné údaje poskytnúť úverovému registru, ako to vyžaduje zákon. Ak nesúhlasíte, môžete svoju totožnosť overiť iným spôsobom.',
  wait: {
    lead: 'Overujeme vaše zvyšné údaje.',
    estimate: 'Trvá to až 10 sekúnd.',
    longer: 'Trvá to o niečo dlhšie ako zvyčajne. Nechajte, prosím, toto okno otvorené.',
    preparingScan: 'Pripravujeme skenovanie dokladu a selfie…',
  },
  startFailed: 'Kontrolu vašich údajov sa nepodarilo spustiť. Skúste to, prosím, znova.',
  retry: {
    title: 'Vašu totožnosť nemôžeme overiť',
    lead: 'Skontrolujte, prosím, svoje údaje. Ak máte druhé meno alebo viac priezvisk, doplňte ich tiež.',
    givenNames: 'Meno (mená)',
    givenNamesHint: 'Vrátane ďalších mien',
    lastNames: 'Priezvisko (priezviská)',
    lastNamesHint: 'Všetky vaše priezviská, ak ich máte viac',
    dateOfBirth: 'Dátum narodenia',
    dateOfBirthHint: 'Napríklad 27 3 1985',
    day: 'Deň',
    month: 'Mesiac',
    year: 'Rok',
    confirm: 'Potvrdiť',
    sendFailed: 'Vaše údaje sa nepodarilo odoslať. Skúste to, prosím, znova.',
  },
  errors: {
    givenNamesRequired: 'Zadajte svoje meno',
    lastNamesRequired: 'Zadajte svoje priezvisko',
    characters: 'Používajte iba písmená, medzery, spojovníky a apostrofy',
    tooLong: 'Použite najviac {max|int} znakov',
    dateRequired: 'Zadajte svoj dátum narodenia',
    dateIncomplete: 'Zadajte dátum narodenia ako deň, mesiac a rok',
    dateYear: 'Zadajte rok narodenia štyrmi číslicami, napríklad 1985',
    dateInvalid: 'Dátum narodenia musí byť skutočný dátum',
    dateFuture: 'Dátum narodenia musí byť v minulosti',
    dateTooOld: 'Skontrolujte rok svojho dátumu narodenia',
    rejected: 'Skontrolujte tento údaj',
  },
  cancel: {
    title: 'Prerušiť overenie totožnosti?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceBureauCheckTranslation

export default sk_bureauCheck
