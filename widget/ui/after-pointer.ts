/**
 * Runs `then` once any pointer press under way is over. A field checked as
 * it is left shows its message on blur, which happens on pointer *down*
 * elsewhere: the message moves everything below it before the pointer comes
 * up, and the tap lands on whatever moved there (a shopper taps "Green" and
 * gets nothing). Waiting for the press to end lets the tap land first.
 * Keyboard blurs (Tab) run at once.
 */
let pressed = false
let waiting: Array<() => void> = []

const release = () => {
  pressed = false
  const run = waiting
  waiting = []
  // After the click that follows pointerup has been handled.
  setTimeout(() => {
    for (const then of run) then()
  })
}

// Listening from the moment the form controls load: a press must be known before the blur it causes.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true)
  document.addEventListener('pointerup', release, true)
  document.addEventListener('pointercancel', release, true)
}

export function afterPointer(then: () => void): void {
  if (pressed) waiting.push(then)
  else then()
}
