import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const fi_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Ostoksen viimeistely ei onnistunut',
      description: 'Ei hätää – voit yrittää uudelleen tai viimeistellä ostoksen jollakin toisella maksutavalla.',
      button: 'Takaisin kassalle',
    },
    invalidUserInfoWithContact: {
      title: 'Ostoksen viimeistely ei onnistunut',
      description: 'Ei hätää – voit yrittää uudelleen tai viimeistellä ostoksen jollakin toisella maksutavalla. Tarvitsetko apua? Asiakaspalvelumme palvelee chatissa ma–su klo 9–17 ja puhelimitse ma–pe klo 9–17.',
      button: 'Takaisin kassalle',
    },
    userNotTrustedWithContact: {
      title: 'Ostoksen viimeistely ei onnistunut',
      description: 'Ei hätää – voit viimeistellä ostoksen jollakin toisella maksutavalla. Tarvitsetko apua? Asiakaspalvelumme palvelee chatissa ma–su klo 9–17 ja puhelimitse ma–pe klo 9–17.',
      button: 'Takaisin kassalle',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö henkilöllisyyden tarkistus?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceBureauCheckTranslation

export default fi_bureauCheck
