type Listening = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

/**
 * Calls `callback` when the page may be about to go: hidden (the last event
 * mobile browsers reliably fire) or unloaded (`pagehide`). Both can fire
 * for one departure; a flush of an empty queue sends nothing.
 * Returns the function that stops listening.
 */
export function onPageHide(
  win: Listening & { document: Listening & Pick<Document, 'visibilityState'> },
  callback: () => void,
): () => void {
  const onVisibilityChange = () => {
    if (win.document.visibilityState === 'hidden') callback()
  }
  win.addEventListener('pagehide', callback)
  win.document.addEventListener('visibilitychange', onVisibilityChange)
  return () => {
    win.removeEventListener('pagehide', callback)
    win.document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}
