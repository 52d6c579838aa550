import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const nl_passcode = {
  title: 'Voer je toegangscode in',
  lead: 'Voer de {length|int}-cijferige toegangscode in die je in de app gebruikt.',
  label: 'Toegangscode',
  verifying: 'Toegangscode wordt gecontroleerd…',
  wrong: 'Die toegangscode klopt niet.',
  attemptsLeft: 'Je hebt nog {count|int} {{poging|pogingen}} over.',
  failed: 'We konden je toegangscode niet controleren. Probeer het opnieuw.',
  forgot: 'Toegangscode vergeten?',
  failure: {
    tooManyAttempts: {
      title: 'Te vaak een verkeerde toegangscode',
      description:
        'Voor je veiligheid kunnen we geen pogingen meer accepteren. Kies een andere betaalmethode om de aankoop af te ronden.',
      button: 'Terug naar afrekenen',
    },
  },
  cancel: {
    title: 'Stoppen met het invoeren van je toegangscode?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespacePasscodeTranslation

export default nl_passcode
