import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const da_idin = {
  title: 'Bekræft din identitet med iDIN',
  intro: 'Med iDIN bekræfter du, hvem du er, via din egen bank.',
  how: 'Sådan foregår det',
  chooseBank: 'Vælg din bank, og log ind, som du plejer.',
  bankConfirms: 'Din bank bekræfter dit navn, din adresse og din fødselsdato over for os.',
  comeBack: 'Bagefter kommer du tilbage hertil og gennemfører dit køb.',
  private: 'Din bank deler ikke dine loginoplysninger eller dine kontooplysninger.',
  start: 'Fortsæt til iDIN',
  cancel: {
    title: 'Vil du stoppe bekræftelsen med iDIN?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceIdinTranslation

export default da_idin
