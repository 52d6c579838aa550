import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const fi_bankIdSe = {
  title: 'Tunnistaudu Mobilt BankID:llä',
  intro:
    'Vahvista Mobilt BankID:llä, että se olet sinä. Avaa sovellus tällä laitteella tai skannaa QR-koodi toisen laitteen BankID-sovelluksella.',
  thisDevice: 'Avaa BankID tällä laitteella',
  otherDevice: 'Käytä BankID:tä toisella laitteella',
  noBankId: 'Eikö sinulla ole Mobilt BankID:tä?',
  openTitle: 'Avaa BankID',
  openApp: 'Avaa BankID-sovellus',
  qrTitle: 'Skannaa QR-koodi',
  qrInstructions: 'Avaa BankID-sovellus toisella laitteellasi, napauta QR-koodikuvaketta ja skannaa tämä koodi.',
  qrLabel: 'BankID:n QR-koodi. Skannaa se toisen laitteesi BankID-sovelluksella.',
  continueTitle: 'Jatka BankID-sovelluksessa',
  finishTitle: 'Viimeistele tunnistautuminen',
  failedTitle: 'Tunnistautuminen ei onnistunut',
  tryAgain: 'Yritä uudelleen',
  startFailed: 'BankID:n käynnistäminen ei onnistunut. Yritä uudelleen.',
  hints: {
    rfa1: 'Käynnistä BankID-sovellus.',
    rfa3: 'Toiminto peruttiin. Yritä uudelleen.',
    rfa6: 'Toiminto peruttiin.',
    rfa8: 'BankID-sovellus ei vastaa. Tarkista, että sovellus on käynnissä ja että sinulla on internetyhteys. Jos sinulla ei ole voimassa olevaa BankID:tä, voit hankkia sen pankistasi. Yritä sitten uudelleen.',
    rfa9: 'Syötä turvakoodisi BankID-sovellukseen ja valitse ”Tunnistaudu”.',
    rfa13: 'Yritetään käynnistää BankID-sovellus.',
    rfa15:
      'Etsitään BankID:tä, tämä voi kestää hetken… Jos muutama sekunti on kulunut eikä BankID:tä ole vieläkään löytynyt, sinulla ei luultavasti ole BankID:tä, jota voisi käyttää tähän tunnistautumiseen tällä laitteella. Jos sinulla ei ole BankID:tä, voit hankkia sen pankistasi.',
    rfa16: 'BankID, jota yrität käyttää, on liian vanha tai estetty. Käytä toista BankID:tä tai hanki uusi pankistasi.',
    rfa17:
      'BankID-sovellusta ei löytynyt tietokoneeltasi tai mobiililaitteeltasi. Sinun täytyy asentaa se ja hankkia BankID pankistasi. Asenna sovellus sovelluskaupasta tai osoitteesta https://install.bankid.com.',
    rfa21: 'Tunnistautuminen käynnissä.',
    rfa22: 'Tuntematon virhe. Yritä uudelleen.',
  },
  failure: {
    unattainable: {
      title: 'Emme saaneet yhteyttä BankID:hen',
      description: 'BankID ei vastaa juuri nyt. Viimeistele ostos toisella tavalla.',
      button: 'Takaisin valintaan',
    },
    tooManyAttempts: {
      title: 'Liian monta yritystä',
      description: 'Olet yrittänyt tunnistautua BankID:llä liian monta kertaa. Viimeistele ostos toisella tavalla.',
      button: 'Takaisin valintaan',
    },
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'BankID-tunnistautuminen kesti liian kauan. Yritä uudelleen tai valitse toinen tapa.',
      button: 'Takaisin valintaan',
    },
    userInteraction: {
      title: 'Tunnistautuminen keskeytettiin',
      description: 'Tunnistaudu Mobilt BankID:llä tai valitse toinen tapa.',
      button: 'Takaisin valintaan',
    },
    userNotTrusted: {
      title: 'Emme voineet tunnistaa sinua BankID:llä',
      description: 'Tunnistaudu Mobilt BankID:llä tai valitse toinen tapa.',
      button: 'Takaisin valintaan',
    },
    bankIdIssue: {
      title: 'BankID ei toimi juuri nyt',
      description: 'BankID:ssä on tällä hetkellä ongelma. Yritä myöhemmin uudelleen tai valitse toinen tapa.',
      button: 'Takaisin valintaan',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö BankID-tunnistautuminen?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceBankIdSeTranslation

export default fi_bankIdSe
