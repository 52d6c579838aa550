import { describe, expect, it } from 'vitest'
import { columnProfile, profileShift, turned } from '../../../../../widget/screens/id-scan/rules/face-motion'
import { toGray } from '../../../../../widget/screens/id-scan/rules/image-checks'
import { darken, face } from '../sample-images'

const profile = (image: ReturnType<typeof face>) => columnProfile(toGray(image), image.width, image.height)

describe('facial scan movement', () => {
  const straight = profile(face())

  it('sees no movement between two pictures of a face looking straight ahead', () => {
    expect(profileShift(straight, profile(face()))).toBe(0)
  })

  it('a face that slid right in the raw picture turned to the shopper’s left, and the other way round', () => {
    const shift = profileShift(straight, profile(face({ cx: 0.58 })))
    expect(shift).toBeCloseTo(0.08, 2)
    expect(turned(shift, 'left')).toBe(true)
    expect(turned(shift, 'right')).toBe(false)
    const back = profileShift(straight, profile(face({ cx: 0.42 })))
    expect(turned(back, 'right')).toBe(true)
    expect(turned(back, 'left')).toBe(false)
  })

  it('a small twitch is not a turn', () => {
    expect(turned(profileShift(straight, profile(face({ cx: 0.51 }))), 'left')).toBe(false)
  })

  it('a change of light alone is not movement', () => {
    expect(profileShift(straight, profile(darken(face(), 0.6)))).toBe(0)
  })

  it('a flat picture gives no shift rather than a random one', () => {
    expect(profileShift(new Float32Array(100), new Float32Array(100))).toBe(0)
    expect(profileShift(new Float32Array(0), new Float32Array(0))).toBe(0)
  })
})
