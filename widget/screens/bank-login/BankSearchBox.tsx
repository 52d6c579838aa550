import { useState, type KeyboardEvent } from 'react'
import { describedBy, FieldNotes } from '../../ui/Field'
import { SearchIcon } from '../../ui/SearchIcon'
import type { BankHit } from './bank-search'

interface BankSearchBoxProps {
  id: string
  label: string
  hint?: string
  /** An error about what was typed (an IBAN that is not one). */
  message?: string
  value: string
  onInput(value: string): void
  /** The banks found; the list shows while there are any and the shopper has not closed it. */
  results: readonly BankHit[]
  /** The country name for a result's second line. */
  countryName(code: string): string
  onChoose(bank: BankHit): void
  /** The list is busy (a bank is being connected to): choosing waits. */
  disabled?: boolean
}

/**
 * The WAI-ARIA combobox pattern with a listbox: focus stays in the text
 * field while the arrow keys move through the banks
 * (`aria-activedescendant`), Enter chooses, Escape closes the list (and only
 * then reaches the dialog, whose Escape closes it). Banks can be tapped or
 * clicked too.
 */
export function BankSearchBox({
  id,
  label,
  hint,
  message,
  value,
  onInput,
  results,
  countryName,
  onChoose,
  disabled = false,
}: BankSearchBoxProps) {
  const [active, setActive] = useState(-1)
  const [closed, setClosed] = useState(false)
  const listId = `${id}-list`
  const open = !closed && results.length > 0
  const current = open && active >= 0 && active < results.length ? active : -1
  const optionId = (i: number) => `${id}-option-${i}`

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!count) return
        event.preventDefault()
        setClosed(false)
        const down = event.key === 'ArrowDown'
        // From the field, Down goes to the first bank and Up to the last; then around.
        setActive(current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : count - 1)) % count)
        return
      }
      case 'Enter':
        if (current < 0) return
        event.preventDefault()
        if (!disabled) onChoose(results[current]!)
        return
      case 'Escape':
        if (!open) return
        // The list closes; the dialog must not see this Escape and close itself.
        event.preventDefault()
        event.stopPropagation()
        setClosed(true)
        setActive(-1)
        return
      case 'Home':
      case 'End':
        // Keys of the text field, as the pattern asks: the list has no cursor then.
        setActive(-1)
    }
  }

  return (
    <div className={message ? 'field field--invalid bank-search' : 'field bank-search'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes id={id} hint={hint} message={message} />
      <div className="field__control">
        <SearchIcon />
        <input
          id={id}
          className="field__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-invalid={message !== undefined}
          aria-describedby={describedBy({ id, hint, message })}
          autoComplete="off"
          autoCapitalize="off"
          spellcheck={false}
          maxLength={100}
          value={value}
          onInput={(event) => {
            setClosed(false)
            setActive(-1)
            onInput(event.currentTarget.value)
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern; the field keeps focus */}
      <ul id={listId} role="listbox" aria-label={label} className="bank-search__list" hidden={!open}>
        {open
          ? results.map((bank, i) => (
              // biome-ignore lint/a11y/useFocusableInteractive: the field keeps focus and points here with aria-activedescendant
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field takes the keys (arrows, Enter) for every option
              <li
                key={bank.id}
                id={optionId(i)}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: options of the combobox pattern
                role="option"
                aria-selected={i === current}
                className={i === current ? 'bank-search__option bank-search__option--active' : 'bank-search__option'}
                // The field keeps focus (and the on-screen keyboard stays) while a bank is tapped.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => !disabled && onChoose(bank)}
              >
                <span className="bank-search__name">{bank.name}</span>
                <span className="bank-search__meta">
                  {countryName(bank.country)}
                  {bank.bic ? ` · ${bank.bic}` : ''}
                </span>
              </li>
            ))
          : null}
      </ul>
    </div>
  )
}
