import { signal, type ReadonlySignal } from '@preact/signals'

/**
 * A field's rule: the code of what is wrong with `value` (read with the
 * other values, for rules that depend on them, such as a licence number's
 * form by state), or undefined when it is fine. Codes, not text: the screen
 * maps them to its namespace's messages, so rules are testable without text.
 */
export type Rule<K extends string = string> = (value: string, values: Readonly<Record<K, string>>) => string | undefined

export interface FieldSpec<K extends string = string> {
  initial?: string
  rule?: Rule<K>
  /** Applied as the shopper types (drop what can never belong, cap the length: a 10 MB paste stays out). */
  clean?: (raw: string) => string
}

/** What a field component needs: pass it on with `{...form.bind('name')}`. */
export interface FieldBinding {
  id: string
  name: string
  value: string
  /** The rule's code, while the field holds an error. */
  error?: string
  onInput(value: string): void
  onBlur(): void
}

export interface Form<K extends string> {
  values: ReadonlySignal<Record<K, string>>
  errors: ReadonlySignal<Partial<Record<K, string>>>
  bind(name: K): FieldBinding
  /** The element id of a field (its first input for a group such as a date). */
  idOf(name: K): string
  /**
   * Checks every field. Valid: the values. Invalid: null, every message
   * shown, focus on the first field in error (in the order of the spec).
   */
  submit(): Record<K, string> | null
  /** Errors the session found (an answer naming fields): shown like the shopper's own, first one focused. */
  reject(errors: Partial<Record<K, string>>): void
  /** Empties fields (all by default) and their errors: what must not outlive the call it was typed for (bank credentials). */
  clear(names?: readonly K[]): void
}

/** Longest value any field keeps, whatever is pasted into it. */
const MAX_LENGTH = 200

/**
 * Form state written once for every family's forms (bank login, ID check,
 * bureau retry): each field is checked when the shopper leaves it and on
 * submit, an error clears as soon as the field is right again (but typing
 * never raises a new one mid-word), and nothing typed is lost when a submit
 * or a call fails. `focus` is injected so the logic runs without a DOM.
 */
export function createForm<K extends string>(
  formId: string,
  spec: Record<K, FieldSpec<K>>,
  focus: (id: string) => void = (id) => document.getElementById(id)?.focus(),
): Form<K> {
  const names = Object.keys(spec) as K[]
  const values = signal(Object.fromEntries(names.map((name) => [name, spec[name].initial ?? ''])) as Record<K, string>)
  const errors = signal<Partial<Record<K, string>>>({})
  const idOf = (name: K) => `${formId}-${name}`
  const check = (name: K, all = values.peek()) => spec[name].rule?.(all[name], all)
  const setError = (name: K, code: string | undefined) => {
    if (errors.peek()[name] === code) return
    const next = { ...errors.peek() }
    if (code === undefined) delete next[name]
    else next[name] = code
    errors.value = next
  }
  const focusFirst = (found: Partial<Record<K, string>>) => {
    const first = names.find((name) => found[name] !== undefined)
    if (first) focus(idOf(first))
  }

  return {
    values,
    errors,
    idOf,
    bind(name) {
      return {
        id: idOf(name),
        name,
        value: values.value[name],
        error: errors.value[name],
        onInput(raw) {
          const value = (spec[name].clean?.(raw) ?? raw).slice(0, MAX_LENGTH)
          values.value = { ...values.peek(), [name]: value }
          // Fixed while typing: the message goes at once. A new one waits until the shopper leaves the field.
          // Fields whose rule reads this one (a licence number's form by state) are shown as they now stand.
          for (const other of names) {
            if (errors.peek()[other] === undefined) continue
            const code = check(other)
            if (other !== name || code === undefined) setError(other, code)
          }
        },
        onBlur() {
          // Leaving an empty field untouched is not an error yet: the shopper may be tabbing through.
          if (values.peek()[name] === '' && errors.peek()[name] === undefined) return
          setError(name, check(name))
        },
      }
    },
    submit() {
      const all = values.peek()
      const found: Partial<Record<K, string>> = {}
      for (const name of names) {
        const code = check(name, all)
        if (code !== undefined) found[name] = code
      }
      errors.value = found
      if (!names.some((name) => found[name] !== undefined)) return all
      focusFirst(found)
      return null
    },
    reject(found) {
      errors.value = { ...errors.peek(), ...found }
      focusFirst(found)
    },
    clear(which = names) {
      const next = { ...values.peek() }
      const left = { ...errors.peek() }
      for (const name of which) {
        next[name] = ''
        delete left[name]
      }
      values.value = next
      errors.value = left
    },
  }
}
