import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const it_passcode = {
  title: 'Inserisci il tuo codice di accesso',
  lead: 'Inserisci il codice di accesso di {length|int} cifre che usi nell’app.',
  label: 'Codice di accesso',
  verifying: 'Verifica del codice di accesso…',
  wrong: 'Il codice di accesso non è corretto.',
  attemptsLeft: 'Hai ancora {count|int} {{tentativo|tentativi}}.',
  failed: 'Non siamo riusciti a verificare il codice di accesso. Riprova.',
  forgot: 'Hai dimenticato il codice di accesso?',
  failure: {
    tooManyAttempts: {
      title: 'Troppi codici di accesso errati',
      description:
        'Per la tua sicurezza non possiamo accettare altri tentativi. Scegli un altro metodo di pagamento per completare l’acquisto.',
      button: 'Torna al pagamento',
    },
  },
  cancel: {
    title: 'Vuoi interrompere l’inserimento del codice di accesso?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespacePasscodeTranslation

export default it_passcode
