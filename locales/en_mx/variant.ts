import type { Variant } from '../variant.ts'

/** Mexico: only documents with the CURP are accepted (e.g. the INE voter ID); Mexican privacy page. */
const en_mx = {
  consent: { privacyUrl: 'https://www.provider.com/mx/en/privacy/' },
  idFailure: {
    failure: {
      invalidDocument: {
        title: 'We couldn’t accept this document',
        description:
          'We can only accept a valid document that includes your CURP, such as your voter ID (INE). Make sure it’s fully in focus and without glare.',
      },
    },
  },
  idScan: {
    retry: {
      reasons: {
        wrongType:
          'We can’t accept this type of document. Please use one that includes your CURP, such as your voter ID (INE).',
      },
    },
    failure: {
      idNumberMissing: {
        title: 'We couldn’t find your CURP',
        description: 'Please scan a document that includes your CURP, such as your voter ID (INE).',
      },
      idNumberMismatch: {
        title: 'The CURP doesn’t match',
        description: 'The CURP on your document doesn’t match the one you gave. Please check it and try again.',
      },
    },
  },
} satisfies Variant

export default en_mx
