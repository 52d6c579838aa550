import { describe, expect, it } from 'vitest'
import {
  assess,
  edgeCoverage,
  fitWithin,
  laplacianVariance,
  meanLuminance,
  saturatedShare,
  toGray,
} from '../../../../../widget/screens/id-scan/rules/image-checks'
import { blur, darken, face, glare, idCard } from '../sample-images'

const gray = (image = idCard()) => toGray(image)

describe('picture checks on sample pictures made here', () => {
  it('a sharp, well-lit card that fills the frame passes', () => {
    expect(assess(idCard(), 'document')).toEqual([])
  })

  it('a dark picture is too dark (and only that: its low contrast is not called blur)', () => {
    const dark = darken(idCard(), 0.2)
    expect(meanLuminance(toGray(dark))).toBeLessThan(60)
    expect(assess(dark, 'document')).toEqual(['dark'])
  })

  it('a blurred picture is blurred', () => {
    const blurred = blur(idCard())
    expect(laplacianVariance(toGray(blurred), 320, 200)).toBeLessThan(laplacianVariance(gray(), 320, 200) / 100)
    expect(assess(blurred, 'document')).toEqual(['blur'])
  })

  it('slight softening is still sharp enough to read', () => {
    expect(assess(blur(idCard(), 1, 1), 'document')).toEqual([])
  })

  it('a blown-out reflection is glare', () => {
    const shiny = glare(idCard())
    expect(saturatedShare(toGray(shiny))).toBeGreaterThan(0.05)
    expect(assess(shiny, 'document')).toEqual(['glare'])
  })

  it('a card far away on a plain table does not fill the frame; one at 60 % width does', () => {
    const far = idCard({ scale: 0.35 })
    expect(edgeCoverage(toGray(far), 320, 200)).toBeLessThan(edgeCoverage(gray(), 320, 200) / 3)
    expect(assess(far, 'document')).toEqual(['far'])
    expect(assess(idCard({ scale: 0.6 }), 'document')).toEqual([])
  })

  it('names several issues at once, most important first', () => {
    expect(assess(blur(glare(idCard())), 'document')).toEqual(['blur', 'glare'])
  })

  it('a face passes, a blurred or dark one does not; framing is not asked of a face', () => {
    expect(assess(face(), 'face')).toEqual([])
    expect(assess(blur(face()), 'face')).toEqual(['blur'])
    expect(assess(face({ light: 0.25 }), 'face')).toEqual(['dark'])
  })

  it('measures nothing on an empty picture rather than dividing by zero', () => {
    const empty = { data: new Uint8ClampedArray(0), width: 0, height: 0 }
    expect(assess(empty, 'document')).toEqual(['dark'])
    expect(edgeCoverage(new Uint8Array(4), 2, 2)).toBe(0)
  })
})

describe('fitWithin', () => {
  it('scales the longest side down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(1080, 1920, 1600)).toEqual({ width: 900, height: 1600 })
  })
  it('never enlarges', () => {
    expect(fitWithin(640, 480, 1600)).toEqual({ width: 640, height: 480 })
  })
})
