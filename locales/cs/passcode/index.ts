import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const cs_passcode = {
  title: 'Zadejte přístupový kód',
  lead: 'Zadejte {length|int}místný přístupový kód, který používáte v aplikaci.',
  label: 'Přístupový kód',
  verifying: 'Kontrolujeme přístupový kód…',
  wrong: 'Tento přístupový kód není správný.',
  attemptsLeft: 'Máte ještě {count|int} {{|pokus||pokusy|pokusu|pokusů}}.',
  failed: 'Přístupový kód se nepodařilo ověřit. Zkuste to znovu.',
  forgot: 'Zapomněli jste přístupový kód?',
  failure: {
    tooManyAttempts: {
      title: 'Příliš mnoho nesprávných pokusů',
      description:
        'Z bezpečnostních důvodů už nemůžeme přijmout další pokusy. Pro dokončení nákupu zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
  },
  cancel: {
    title: 'Přerušit zadávání přístupového kódu?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespacePasscodeTranslation

export default cs_passcode
