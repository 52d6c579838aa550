import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const es_merchant = {
  notSetUpTitle: 'La verificación no está configurada para esta tienda',
  notSetUp:
    'Esta tienda aún no ha configurado la verificación de identidad, así que no podemos continuar aquí. Vuelve a la tienda y elige otro método de pago, o ponte en contacto con la tienda.',
} satisfies NamespaceMerchantTranslation

export default es_merchant
