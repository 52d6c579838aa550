import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const cs_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Váš doklad teď nemůžeme ověřit',
      description: 'Na naší straně se něco pokazilo. Zkuste to později nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    technicalIssueWithContact: {
      title: 'Váš doklad teď nemůžeme ověřit',
      description:
        'Na naší straně se něco pokazilo. Zkuste to později nebo kontaktujte naši zákaznickou podporu: {contactTimes}.',
      button: 'Zpět k pokladně',
    },
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Ověření dokladu trvalo příliš dlouho. Vraťte se k pokladně a zkuste to znovu.',
      button: 'Zpět k pokladně',
    },
    sessionTimeoutWithContact: {
      title: 'Jejda, vypršel čas',
      description:
        'Ověření dokladu trvalo příliš dlouho. Zkuste to znovu nebo kontaktujte naši zákaznickou podporu: {contactTimes}.',
      button: 'Zpět k pokladně',
    },
    networkIssue: {
      title: 'Připojení k internetu se přerušilo',
      description:
        'Během ověřování dokladu se přerušilo připojení. Zkontrolujte připojení k internetu a zkuste to znovu.',
      button: 'Zpět k pokladně',
    },
    networkIssueWithContact: {
      title: 'Připojení k internetu se přerušilo',
      description:
        'Během ověřování dokladu se přerušilo připojení. Zkuste to znovu nebo kontaktujte naši zákaznickou podporu: {contactTimes}.',
      button: 'Zpět k pokladně',
    },
    invalidAddress: {
      title: 'Vaši adresu se nepodařilo ověřit',
      description:
        'Adresa v dokladu neodpovídá adrese, kterou jste zadali u pokladny. Zkontrolujte adresu a zkuste to znovu.',
      button: 'Zpět k pokladně',
    },
    invalidAddressWithContact: {
      title: 'Vaši adresu se nepodařilo ověřit',
      description:
        'Adresa v dokladu neodpovídá adrese, kterou jste zadali u pokladny. Pokud potřebujete pomoc, kontaktujte naši zákaznickou podporu: {contactTimes}.',
      button: 'Zpět k pokladně',
    },
    invalidDocument: {
      title: 'Tento doklad nemůžeme přijmout',
      description:
        'Použijte platný doklad s dobře viditelným datem konce platnosti. Celý doklad musí být na snímku ostrý a bez odlesků.',
      button: 'Zpět k pokladně',
    },
    invalidDocumentWithContact: {
      title: 'Tento doklad nemůžeme přijmout',
      description:
        'Použijte platný doklad. Celý doklad musí být na snímku ostrý a bez odlesků. Pokud potřebujete pomoc, kontaktujte naši zákaznickou podporu: {contactTimes}.',
      button: 'Zpět k pokladně',
    },
    userNotTrusted: {
      title: 'Vaši totožnost se bohužel nepodařilo ověřit',
      description: 'Pro dokončení nákupu zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    userNotTrustedWithContact: {
      title: 'Vaši totožnost se bohužel nepodařilo ověřit',
      description: 'Zvolte jiný způsob platby nebo kontaktujte naši zákaznickou podporu: {contactTimes}.',
      button: 'Zpět k pokladně',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default cs_idFailure
