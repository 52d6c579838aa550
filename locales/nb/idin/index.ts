import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const nb_idin = {
  title: 'Bekreft identiteten din med iDIN',
  intro: 'Med iDIN bekrefter du hvem du er, via din egen bank.',
  how: 'Slik foregår det',
  chooseBank: 'Velg banken din og logg inn som vanlig.',
  bankConfirms: 'Banken din bekrefter navnet, adressen og fødselsdatoen din overfor oss.',
  comeBack: 'Etterpå kommer du tilbake hit og fullfører kjøpet.',
  private: 'Banken din deler ikke innloggingsopplysningene eller kontoinformasjonen din.',
  start: 'Fortsett til iDIN',
  cancel: {
    title: 'Vil du avbryte bekreftelsen med iDIN?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceIdinTranslation

export default nb_idin
