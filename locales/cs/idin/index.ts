import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const cs_idin = {
  title: 'Potvrďte svou totožnost přes iDIN',
  intro: 'Přes iDIN potvrdíte, kdo jste, prostřednictvím své banky.',
  how: 'Jak to funguje',
  chooseBank: 'Vyberte svou banku a přihlaste se jako obvykle.',
  bankConfirms: 'Vaše banka nám potvrdí vaše jméno, adresu a datum narození.',
  comeBack: 'Potom se sem vrátíte a dokončíte nákup.',
  private: 'Vaše banka nesdílí vaše přihlašovací údaje ani informace o účtu.',
  start: 'Pokračovat na iDIN',
  cancel: {
    title: 'Ukončit potvrzení přes iDIN?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceIdinTranslation

export default cs_idin
