// @vitest-environment node
import { readFileSync } from 'node:fs'
import { globSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..', '..')
const app = readFileSync(join(root, 'widget/styles/app.css'), 'utf8')
const sheets = globSync('widget/**/*.css', { cwd: root }).map((file) => ({
  file,
  css: readFileSync(join(root, file), 'utf8'),
}))

/** The value of a custom property in the block that starts with `selector {`. */
function token(selector: string, name: string): string {
  const block = app.slice(app.indexOf(`${selector} {`))
  const match = block.slice(0, block.indexOf('}')).match(new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i'))
  if (!match) throw new Error(`${name} missing in ${selector}`)
  return match[1]!
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('styles', () => {
  it.each([
    [':root', 'light'],
    [':root[data-theme="dark"]', 'dark'],
  ])('control outlines reach 3:1 against the page and the surface (%s, %s theme; WCAG 1.4.11)', (selector) => {
    const border = token(selector, '--control-border')
    expect(contrast(border, token(selector, '--bg'))).toBeGreaterThanOrEqual(3)
    expect(contrast(border, token(selector, '--surface'))).toBeGreaterThanOrEqual(3)
  })

  it('fields and secondary buttons are outlined with the control border, not the divider colour', () => {
    const rules = sheets.flatMap(({ css }) =>
      [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map((m) => ({ selector: m[1]!.trim(), body: m[2]! })),
    )
    const outlined = rules.filter(
      (r) =>
        /\.(code-input input|field__input|button--secondary)\b/.test(r.selector) && /border(-color)?:/.test(r.body),
    )
    expect(outlined.length).toBeGreaterThan(0)
    for (const rule of outlined)
      expect(`${rule.selector}: ${rule.body.match(/border(-color)?:[^;]*/)![0]}`).not.toMatch(/var\(--border\)/)
  })

  it.each(sheets.map((s) => [s.file, s.css]))(
    '%s sizes type and spacing in rem, so a larger default font takes effect',
    (_, css) => {
      const offending = css
        .split('\n')
        .filter((line) =>
          /^\s*(font(-size)?|margin[\w-]*|padding[\w-]*|gap|line-height|--space-\d|min-height|height)\s*:.*\d+px/.test(
            line,
          ),
        )
        // Hairlines stay in px: a 1 px rule is not text.
        .filter((line) => !/:\s*1px\s*;/.test(line))
      expect(offending).toEqual([])
    },
  )

  it('defines spec §9’s spacing scale, 0 to 160 px, as rem tokens that grow step by step', () => {
    const root = app.slice(app.indexOf(':root {'), app.indexOf('}', app.indexOf(':root {')))
    const scale = [...root.matchAll(/--space-(\d+):\s*([\d.]+)(rem)?;/g)].map((m) => ({
      step: Number(m[1]),
      px: Number(m[2]) * 16,
      unit: m[3] ?? '',
    }))
    expect(scale.map((t) => t.step)).toEqual(scale.map((_, i) => i))
    expect(scale[0]!.px).toBe(0)
    expect(scale.at(-1)!.px).toBe(160)
    for (const [i, token] of scale.entries()) if (i) expect(token.px).toBeGreaterThan(scale[i - 1]!.px)
    for (const token of scale.slice(1)) expect(token.unit).toBe('rem')
  })

  it('sets the shell’s spacing with the scale’s tokens', () => {
    const literal = app
      .split('\n')
      .filter((line) => /^\s*(margin|padding|gap)[\w-]*\s*:/.test(line))
      .filter((line) => /(^|[\s:(])(?!0[\s;])[\d.]+(rem|em|px)/.test(line.replace(/var\([^)]*\)/g, '')))
    // The skeleton's first line sits where a dialog's title does, below the navigation bar's 3.5rem height.
    expect(literal).toEqual(['  margin: 3.5rem 0 var(--space-4);'])
  })
})
