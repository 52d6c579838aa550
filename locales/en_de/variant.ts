import type { Variant } from '../variant.ts'

/** English in Germany: 24-hour support hours (CET) and the German privacy page. */
const en_de = {
  consent: { privacyUrl: 'https://www.provider.com/de/en/privacy/' },
  idFailure: {
    failure: {
      technicalIssueWithContact: {
        description: 'Something went wrong on our side. Please try again later or contact our customer service: by chat Mon–Sun 09:00–17:00, by phone Mon–Fri 09:00–17:00 (CET).',
      },
    },
  },
} satisfies Variant

export default en_de
