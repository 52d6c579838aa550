import { lazyPart } from '../../kit/lazy-part'

/** The QR code and its encoder are not on the first step: they load while the shopper chooses a device (the screen prefetches them). */
export const QrCode = lazyPart('bank-id-se-qr', () => import('./QrCode'))
