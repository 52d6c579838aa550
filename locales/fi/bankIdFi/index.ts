import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const fi_bankIdFi = {
  title: 'Tunnistaudu pankkisi kautta',
  intro: 'Valitse pankkisi. Tunnistaudut pankin omassa ikkunassa samalla tavalla kuin kirjautuessasi.',
  search: 'Hae pankkiasi',
  banks: 'Pankit',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{pankki löytyi|pankkia löytyi}}.',
  noMatch: 'Haulla ”{query}” ei löytynyt pankkia. Tarkista kirjoitusasu tai valitse toinen tapa.',
  mobileCertificate: 'Mobiilivarmenne',
  yourBank: 'pankkisi',
  why: 'Miksi kysymme?',
  whyTitle: 'Miksi pyydämme sinua tunnistautumaan?',
  whyLaw: 'Laki velvoittaa meidät varmistamaan jokaisen kauttamme maksavan henkilöllisyyden.',
  whyMatch:
    'Pankkisi vahvistaa nimesi ja henkilötunnuksesi. Niiden on vastattava sen pankkitilin tietoja, jolla tunnistaudut.',
  whyPrivate: 'Emme koskaan näe pankkitunnuksiasi.',
  lastStep: 'Viimeinen vaihe: tunnistautuminen pankissasi',
  failure: {
    userMismatch: {
      title: 'Tiedot eivät täsmää',
      description: 'Varmista, että antamasi henkilötunnus vastaa sen pankkitilin tietoja, jolla tunnistaudut.',
      button: 'Takaisin kassalle',
    },
    technicalIssue: {
      title: 'Pankkitunnistautuminen ei toimi juuri nyt',
      description: 'Meillä tapahtui virhe. Yritä myöhemmin uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    accessDenied: {
      title: 'Pankki ei jakanut tietojasi',
      description:
        'Tarvitsemme pankkisi vahvistuksen henkilöllisyydestäsi. Yritä uudelleen ja anna pankille lupa jakaa tietosi.',
      button: 'Takaisin kassalle',
    },
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'Pankkitunnistautuminen kesti liian kauan. Yritä uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    userNotTrusted: {
      title: 'Valitettavasti emme voineet vahvistaa henkilöllisyyttäsi',
      description: 'Viimeistele ostos valitsemalla toinen maksutapa.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö pankkitunnistautuminen?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceBankIdFiTranslation

export default fi_bankIdFi
