import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const pl_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Nie udało nam się sfinalizować zakupu',
      description: 'Bez obaw – możesz spróbować ponownie lub dokończyć zakup, wybierając dowolną inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    invalidUserInfoWithContact: {
      title: 'Nie udało nam się sfinalizować zakupu',
      description: 'Bez obaw – możesz spróbować ponownie lub dokończyć zakup, wybierając dowolną inną metodę płatności. Potrzebujesz pomocy? Nasza obsługa klienta jest dostępna na czacie pon.–niedz. 9:00–17:00 i telefonicznie pon.–pt. 9:00–17:00.',
      button: 'Wróć do kasy',
    },
    userNotTrustedWithContact: {
      title: 'Nie udało nam się sfinalizować zakupu',
      description: 'Bez obaw – możesz dokończyć zakup, wybierając dowolną inną metodę płatności. Potrzebujesz pomocy? Nasza obsługa klienta jest dostępna na czacie pon.–niedz. 9:00–17:00 i telefonicznie pon.–pt. 9:00–17:00.',
      button: 'Wróć do kasy',
    },
  },
  cancel: {
    title: 'Przerwać weryfikację tożsamości?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceBureauCheckTranslation

export default pl_bureauCheck
