import { expect, it, vi } from 'vitest'
import type { StrategyRun } from '../../../../widget/kit/strategy-run'
import { createPhotoSend } from '../../../../widget/screens/id-scan/photo-send'

// The upload is a chunk of its own (not the first step's): here it cannot be fetched, as on a dropped connection.
vi.mock('../../../../widget/kit/xhr-send', () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
)

it('a picture whose upload cannot be fetched waits for a connection, as a lost one does, and calls no one', async () => {
  const attempt = vi.fn()
  const send = createPhotoSend({ attempt } as unknown as StrategyRun<{}>)
  await expect(send('document_front', new Blob(['x']), () => {})).resolves.toBe('offline')
  expect(attempt).not.toHaveBeenCalled()
})
