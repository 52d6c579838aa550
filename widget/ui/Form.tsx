import type { KeyboardEvent, ReactNode } from 'react'

/**
 * A family's form. Its submit button sits in the dialog's footer, outside
 * the form, so Enter in a field would send nothing: here it sends the form,
 * as it would with the button inside. Browser validation is off: the
 * form's own rules speak, at each field.
 */
export function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const enter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault()
      onSubmit()
    }
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      onKeyDown={enter}
    >
      {children}
    </form>
  )
}
