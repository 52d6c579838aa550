/**
 * Links a stylesheet and resolves once it applies; rejects when it cannot
 * load (the caller retries under a new URL, as it does a failed chunk).
 */
export const loadStylesheet = (href: string, doc: Document = document): Promise<void> =>
  new Promise((resolve, reject) => {
    const link = Object.assign(doc.createElement('link'), { rel: 'stylesheet', href })
    link.onload = () => resolve()
    link.onerror = () => (link.remove(), reject(new Error(`stylesheet ${href} failed`)))
    doc.head.append(link)
  })
