import { cleanup } from '@testing-library/preact'
import { afterEach } from 'vitest'

// Testing Library cleans up by itself only with vitest globals on; we keep them off.
afterEach(cleanup)
