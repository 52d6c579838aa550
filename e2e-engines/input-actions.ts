/**
 * Input sources as both protocols take them (classic WebDriver's Perform
 * Actions and BiDi's input.performActions share the shape): a left click at
 * a point of the viewport, and each character's key pressed and released
 * (WebDriver's key codes too: `\uE004` is Tab).
 */
export const clickActions = (x: number, y: number) => [
  {
    type: 'pointer',
    id: 'mouse',
    parameters: { pointerType: 'mouse' },
    actions: [
      { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ],
  },
]

/**
 * `settleMs`: a pause inside the same command after the last key. The WebKit driver gives the top page focus
 * back before each command, so what the page does a moment after focus moved (into a frame) must happen
 * before the command ends.
 */
export const typingActions = (text: string, settleMs = 0) => [
  {
    type: 'key',
    id: 'keyboard',
    actions: [
      ...[...text].flatMap((key) => [
        { type: 'keyDown', value: key },
        { type: 'keyUp', value: key },
      ]),
      ...(settleMs > 0 ? [{ type: 'pause', duration: settleMs }] : []),
    ],
  },
]
