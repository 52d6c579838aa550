import { cleanup } from '@testing-library/preact'
import { afterEach } from 'vitest'
import { heldBack } from '../widget/app/held-back'

// In the product the pieces held back from the first screen arrive just after it; component tests
// see them as they are by the time anyone taps (tests/widget/app/held-back.test.tsx tests the wait).
await heldBack.load()

// Testing Library cleans up by itself only with vitest globals on; we keep them off.
afterEach(cleanup)
