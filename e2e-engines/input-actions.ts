/**
 * Input sources as both protocols take them (classic WebDriver's Perform
 * Actions and BiDi's input.performActions share the shape): a left click at
 * a point of the viewport, and each character's key pressed and released.
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

export const typingActions = (text: string) => [
  {
    type: 'key',
    id: 'keyboard',
    actions: [...text].flatMap((key) => [
      { type: 'keyDown', value: key },
      { type: 'keyUp', value: key },
    ]),
  },
]
