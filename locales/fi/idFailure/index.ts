import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const fi_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Emme voi vahvistaa henkilöllisyystodistustasi juuri nyt',
      description: 'Meillä tapahtui virhe. Yritä myöhemmin uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    technicalIssueWithContact: {
      title: 'Emme voi vahvistaa henkilöllisyystodistustasi juuri nyt',
      description:
        'Meillä tapahtui virhe. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluumme: {contactTimes}.',
      button: 'Takaisin kassalle',
    },
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'Henkilöllisyystodistuksen vahvistus kesti liian kauan. Palaa kassalle ja yritä uudelleen.',
      button: 'Takaisin kassalle',
    },
    sessionTimeoutWithContact: {
      title: 'Hups, aika loppui',
      description:
        'Henkilöllisyystodistuksen vahvistus kesti liian kauan. Yritä uudelleen tai ota yhteyttä asiakaspalveluumme: {contactTimes}.',
      button: 'Takaisin kassalle',
    },
    networkIssue: {
      title: 'Internetyhteys katkesi',
      description:
        'Yhteytesi katkesi henkilöllisyystodistuksen vahvistuksen aikana. Tarkista internetyhteytesi ja yritä uudelleen.',
      button: 'Takaisin kassalle',
    },
    networkIssueWithContact: {
      title: 'Internetyhteys katkesi',
      description:
        'Yhteytesi katkesi henkilöllisyystodistuksen vahvistuksen aikana. Yritä uudelleen tai ota yhteyttä asiakaspalveluumme: {contactTimes}.',
      button: 'Takaisin kassalle',
    },
    invalidAddress: {
      title: 'Emme voineet vahvistaa osoitettasi',
      description:
        'Henkilöllisyystodistuksesi osoite ei vastaa kassalla antamaasi osoitetta. Tarkista osoitteesi ja yritä uudelleen.',
      button: 'Takaisin kassalle',
    },
    invalidAddressWithContact: {
      title: 'Emme voineet vahvistaa osoitettasi',
      description:
        'Henkilöllisyystodistuksesi osoite ei vastaa kassalla antamaasi osoitetta. Jos tarvitset apua, ota yhteyttä asiakaspalveluumme: {contactTimes}.',
      button: 'Takaisin kassalle',
    },
    invalidDocument: {
      title: 'Emme voineet hyväksyä tätä asiakirjaa',
      description:
        'Käytä voimassa olevaa henkilöllisyystodistusta, jonka viimeinen voimassaolopäivä näkyy selvästi. Varmista, että koko asiakirja näkyy kuvassa tarkkana ja ilman heijastuksia.',
      button: 'Takaisin kassalle',
    },
    invalidDocumentWithContact: {
      title: 'Emme voineet hyväksyä tätä asiakirjaa',
      description:
        'Käytä voimassa olevaa henkilöllisyystodistusta ja varmista, että koko asiakirja näkyy kuvassa tarkkana ja ilman heijastuksia. Jos tarvitset apua, ota yhteyttä asiakaspalveluumme: {contactTimes}.',
      button: 'Takaisin kassalle',
    },
    userNotTrusted: {
      title: 'Valitettavasti emme voineet vahvistaa henkilöllisyyttäsi',
      description: 'Viimeistele ostos valitsemalla toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    userNotTrustedWithContact: {
      title: 'Valitettavasti emme voineet vahvistaa henkilöllisyyttäsi',
      description: 'Valitse toinen maksutapa tai ota yhteyttä asiakaspalveluumme: {contactTimes}.',
      button: 'Takaisin kassalle',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default fi_idFailure
