import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const pt_bureauCheck = {
  consent:
    'Ao carregar em «Aceitar e continuar», aceita que possamos comunicar os seus dados pessoais a uma entidade de informação de crédito para verificar a sua identidade, conforme exigido por lei. Se não aceitar, pode verificar a sua identidade de outra forma.',
  wait: {
    lead: 'Estamos a verificar os restantes dados.',
    estimate: 'Demora até 10 segundos.',
    longer: 'Está a demorar um pouco mais do que o habitual. Mantenha esta janela aberta.',
    preparingScan: 'A preparar a leitura do seu documento e da selfie…',
  },
  startFailed: 'Não foi possível começar a verificar os seus dados. Tente novamente.',
  retry: {
    title: 'Não conseguimos verificar a sua identidade',
    lead: 'Verifique novamente os seus dados. Se tiver um segundo nome ou mais de um apelido, adicione-os também.',
    givenNames: 'Nome(s) próprio(s)',
    givenNamesHint: 'Incluindo outros nomes próprios',
    lastNames: 'Apelido(s)',
    lastNamesHint: 'Todos os seus apelidos, se tiver mais de um',
    dateOfBirth: 'Data de nascimento',
    dateOfBirthHint: 'Por exemplo, 27 3 1985',
    day: 'Dia',
    month: 'Mês',
    year: 'Ano',
    confirm: 'Confirmar',
    sendFailed: 'Não foi possível enviar os seus dados. Tente novamente.',
  },
  errors: {
    givenNamesRequired: 'Introduza o seu nome próprio',
    lastNamesRequired: 'Introduza o seu apelido',
    characters: 'Utilize apenas letras, espaços, hífenes e apóstrofos',
    tooLong: 'Utilize no máximo {max|int} carateres',
    dateRequired: 'Introduza a sua data de nascimento',
    dateIncomplete: 'Introduza a sua data de nascimento com dia, mês e ano',
    dateYear: 'Introduza o seu ano de nascimento com quatro algarismos, por exemplo 1985',
    dateInvalid: 'A data de nascimento tem de ser uma data real',
    dateFuture: 'A sua data de nascimento tem de ser no passado',
    dateTooOld: 'Verifique o ano da sua data de nascimento',
    rejected: 'Verifique este dado',
  },
  cancel: {
    title: 'Interromper a verificação de identidade?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceBureauCheckTranslation

export default pt_bureauCheck
