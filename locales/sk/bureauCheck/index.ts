import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const sk_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Nákup sa nepodarilo dokončiť',
      description: 'Nemajte obavy, môžete to skúsiť znova alebo nákup dokončiť akýmkoľvek iným spôsobom platby.',
      button: 'Späť do pokladne',
    },
    invalidUserInfoWithContact: {
      title: 'Nákup sa nepodarilo dokončiť',
      description: 'Nemajte obavy, môžete to skúsiť znova alebo nákup dokončiť akýmkoľvek iným spôsobom platby. Potrebujete pomoc? Naša zákaznícka podpora je k dispozícii cez chat po–ne 9:00–17:00 a telefonicky po–pi 9:00–17:00.',
      button: 'Späť do pokladne',
    },
    userNotTrustedWithContact: {
      title: 'Nákup sa nepodarilo dokončiť',
      description: 'Nemajte obavy, nákup môžete dokončiť akýmkoľvek iným spôsobom platby. Potrebujete pomoc? Naša zákaznícka podpora je k dispozícii cez chat po–ne 9:00–17:00 a telefonicky po–pi 9:00–17:00.',
      button: 'Späť do pokladne',
    },
  },
  cancel: {
    title: 'Prerušiť overenie totožnosti?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceBureauCheckTranslation

export default sk_bureauCheck
