import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const pt_bankIdFi = {
  title: 'Identifique-se com o seu banco',
  intro: 'Escolha o seu banco. Vai identificar-se na janela do próprio banco, tal como quando inicia sessão.',
  search: 'Pesquise o seu banco',
  banks: 'Bancos',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{banco encontrado|bancos encontrados}}.',
  noMatch: 'Nenhum banco corresponde a “{query}”. Verifique a ortografia ou escolha outro método.',
  mobileCertificate: 'Certificado móvel',
  yourBank: 'o seu banco',
  why: 'Porque pedimos isto?',
  whyTitle: 'Porque lhe pedimos que se identifique?',
  whyLaw: 'A lei obriga-nos a verificar a identidade de todas as pessoas que pagam connosco.',
  whyMatch:
    'O seu banco confirma o seu nome e o seu número de identificação nacional. Têm de corresponder aos dados da conta bancária com que se identifica.',
  whyPrivate: 'Nunca vemos as suas credenciais bancárias.',
  lastStep: 'Último passo: identificação no seu banco',
  failure: {
    userMismatch: {
      title: 'Os dados não coincidem',
      description:
        'Confirme que o número de identificação nacional que indicou coincide com o da conta bancária com que se identifica.',
      button: 'Voltar ao pagamento',
    },
    technicalIssue: {
      title: 'A identificação bancária não está a funcionar de momento',
      description: 'Ocorreu um erro da nossa parte. Tente novamente mais tarde ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
    accessDenied: {
      title: 'O banco não partilhou os seus dados',
      description:
        'Precisamos que o seu banco confirme a sua identidade. Tente novamente e autorize o banco a partilhar os seus dados.',
      button: 'Voltar ao pagamento',
    },
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description:
        'A identificação no seu banco demorou demasiado tempo. Tente novamente ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
    userNotTrusted: {
      title: 'Lamentamos, mas não foi possível verificar a sua identidade',
      description: 'Escolha outro método de pagamento para concluir a compra.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Interromper a identificação no banco?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceBankIdFiTranslation

export default pt_bankIdFi
