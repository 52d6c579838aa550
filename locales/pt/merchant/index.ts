import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const pt_merchant = {
  notSetUpTitle: 'A verificação não está configurada para esta loja',
  notSetUp:
    'Esta loja ainda não configurou a verificação de identidade, por isso não podemos continuar aqui. Volte à loja e escolha outro método de pagamento, ou contacte a loja.',
} satisfies NamespaceMerchantTranslation

export default pt_merchant
