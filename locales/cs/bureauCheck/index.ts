import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const cs_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Nákup se nepodařilo dokončit',
      description: 'Nebojte, můžete to zkusit znovu nebo nákup dokončit jakýmkoli jiným způsobem platby.',
      button: 'Zpět k pokladně',
    },
    invalidUserInfoWithContact: {
      title: 'Nákup se nepodařilo dokončit',
      description: 'Nebojte, můžete to zkusit znovu nebo nákup dokončit jakýmkoli jiným způsobem platby. Potřebujete pomoc? Naše zákaznická podpora je k dispozici na chatu po–ne 9–17 h a po telefonu po–pá 9–17 h.',
      button: 'Zpět k pokladně',
    },
    userNotTrustedWithContact: {
      title: 'Nákup se nepodařilo dokončit',
      description: 'Nebojte, nákup můžete dokončit jakýmkoli jiným způsobem platby. Potřebujete pomoc? Naše zákaznická podpora je k dispozici na chatu po–ne 9–17 h a po telefonu po–pá 9–17 h.',
      button: 'Zpět k pokladně',
    },
  },
  cancel: {
    title: 'Přerušit ověření totožnosti?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceBureauCheckTranslation

export default cs_bureauCheck
