/** A value that survives JSON both ways: what page functions take and give back. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/**
 * What the smoke suite asks of a browser engine, whatever protocol drives it
 * (classic WebDriver for WebKitGTK, WebDriver BiDi for Firefox). Input is
 * trusted input at viewport coordinates and keys to the focused element:
 * the one way both engines reach a control inside a cross-origin frame alike.
 */
export interface EnginePage {
  /** The engine as it names itself, e.g. "MiniBrowser 2.50.6". */
  readonly version: string
  /** Loads a URL in the top-level page and waits for its load event. */
  goto(url: string): Promise<void>
  /**
   * Runs `fn` in the top document, or in the document of the iframe that the
   * CSS selector `frame` finds there. `fn` is sent as source: it must use
   * nothing but its arguments and the page's globals.
   */
  run<A extends Json[], R extends Json | undefined>(fn: (...args: A) => R, args: A, frame?: string): Promise<R>
  /** A left click at a point of the top-level viewport, in CSS pixels, as the mouse would. */
  clickAt(x: number, y: number): Promise<void>
  /** Presses each character's key, delivered to whatever has focus; then waits `settleMs` within the same command. */
  type(text: string, settleMs?: number): Promise<void>
  /** Ends the session, the browser and its driver. */
  close(): Promise<void>
}

export interface Engine {
  name: string
  /** Needs an X display (DISPLAY); the runner starts Xvfb when there is none. */
  needsDisplay: boolean
  launch(): Promise<EnginePage>
}
