import { batch, signal } from '@preact/signals'
import { acceptedDocuments, type DocumentType, type Part } from './documents'
import { type Rejection, rejectionOf, type ScanState } from './scan-answer'
import type { Uploads } from './uploads'

/**
 * What the scan stands on, as the session last said it: the documents on
 * offer and the one chosen, the pictures the session holds (the uploads
 * count them sent), and why it turned the last ones down.
 */
export function createScanRecord(market: string | undefined, uploads: Pick<Uploads, 'clear' | 'markSent'>) {
  const accepted = signal<readonly DocumentType[]>(acceptedDocuments(market))
  const documentType = signal<DocumentType>(accepted.peek()[0]!)
  const received = signal<readonly Part[]>([])
  const rejection = signal<Rejection | null>(null)

  /** The session's list, when its answer names one: the choice stays if the list still has it. */
  const learn = (state: ScanState) =>
    batch(() => {
      if (state.accepted_documents) accepted.value = acceptedDocuments(market, state.accepted_documents)
      if (!accepted.peek().includes(documentType.peek())) documentType.value = accepted.peek()[0]!
    })

  /** The whole answer: the list, the document and pictures the session holds, its verdict. */
  const apply = (state: ScanState) => {
    learn(state)
    // The document the session holds pictures of stays on offer, even one its list no longer names.
    const held = state.document_type
    if (held && !accepted.peek().includes(held)) accepted.value = [...accepted.peek(), held]
    if (held) documentType.value = held
    received.value = state.received ?? []
    uploads.clear()
    for (const part of received.peek()) uploads.markSent(part)
    rejection.value = rejectionOf(state.rejection)
  }

  return { accepted, documentType, received, rejection, learn, apply }
}
