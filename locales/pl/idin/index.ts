import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const pl_idin = {
  title: 'Potwierdź tożsamość przez iDIN',
  intro: 'W iDIN potwierdzasz, kim jesteś, za pośrednictwem swojego banku.',
  how: 'Jak to działa',
  chooseBank: 'Wybierz swój bank i zaloguj się jak zwykle.',
  bankConfirms: 'Twój bank potwierdza nam Twoje imię i nazwisko, adres i datę urodzenia.',
  comeBack: 'Potem wracasz tutaj, aby dokończyć zakup.',
  private: 'Twój bank nie udostępnia Twoich danych logowania ani informacji o koncie.',
  start: 'Przejdź do iDIN',
  cancel: {
    title: 'Przerwać potwierdzanie przez iDIN?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceIdinTranslation

export default pl_idin
