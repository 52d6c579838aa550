import { describe, expect, it } from 'vitest'
import { SCREENS } from '../../../contracts/screen-catalog'
import { canonicalStrategyType } from '../../../contracts/screen-type'
import { OWN_CONSENT } from '../../../widget/boot/initial-path'

describe('the strategies with their own consent (boot/initial-path.ts)', () => {
  it('are the catalog’s ownConsent types, as the session spells them', () => {
    const catalog = Object.values(SCREENS)
      .filter((screen) => screen.ownConsent)
      .map((screen) => canonicalStrategyType(screen.type))
    expect([...OWN_CONSENT].sort()).toEqual(catalog.sort())
  })
})
