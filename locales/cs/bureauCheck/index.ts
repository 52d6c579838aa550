import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const cs_bureauCheck = {
  consent:
    'Stisknutím tlačítka „Souhlasit a pokračovat“ souhlasíte s tím, že za účelem ověření vaší totožnosti můžeme vaše osobní údaje předat úvěrovému registru, jak vyžaduje zákon. Pokud nesouhlasíte, můžete svou totožnost ověřit jiným způsobem.',
  wait: {
    lead: 'Ověřujeme vaše zbývající údaje.',
    estimate: 'Trvá to až 10 sekund.',
    longer: 'Trvá to trochu déle než obvykle. Nechte prosím toto okno otevřené.',
    preparingScan: 'Připravujeme skenování dokladu a selfie…',
  },
  startFailed: 'Kontrolu vašich údajů se nepodařilo zahájit. Zkuste to prosím znovu.',
  retry: {
    title: 'Vaši totožnost nemůžeme ověřit',
    lead: 'Zkontrolujte prosím své údaje. Pokud máte druhé jméno nebo více příjmení, doplňte je také.',
    givenNames: 'Jméno (jména)',
    givenNamesHint: 'Včetně dalších jmen',
    lastNames: 'Příjmení',
    lastNamesHint: 'Všechna vaše příjmení, pokud jich máte víc',
    dateOfBirth: 'Datum narození',
    dateOfBirthHint: 'Například 27 3 1985',
    day: 'Den',
    month: 'Měsíc',
    year: 'Rok',
    confirm: 'Potvrdit',
    sendFailed: 'Vaše údaje se nepodařilo odeslat. Zkuste to prosím znovu.',
  },
  errors: {
    givenNamesRequired: 'Zadejte své jméno',
    lastNamesRequired: 'Zadejte své příjmení',
    characters: 'Používejte jen písmena, mezery, spojovníky a apostrofy',
    tooLong: 'Použijte nejvýše {max|int} znaků',
    dateRequired: 'Zadejte své datum narození',
    dateIncomplete: 'Zadejte datum narození jako den, měsíc a rok',
    dateYear: 'Zadejte rok narození čtyřmi číslicemi, například 1985',
    dateInvalid: 'Datum narození musí být skutečné datum',
    dateFuture: 'Datum narození musí být v minulosti',
    dateTooOld: 'Zkontrolujte rok svého data narození',
    rejected: 'Zkontrolujte tento údaj',
  },
  cancel: {
    title: 'Přerušit ověření totožnosti?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceBureauCheckTranslation

export default cs_bureauCheck
