import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { Notice } from '../../../widget/ui/Notice'
import { NoticeRegion } from '../../../widget/ui/NoticeRegion'

/** Live regions inside live regions: what some screen readers read twice. */
const nested = (root: ParentNode) =>
  root.querySelectorAll(
    ['[aria-live]', '[role=alert]', '[role=status]', '[role=log]']
      .flatMap((outer) => ['[aria-live]', '[role=alert]', '[role=status]'].map((inner) => `${outer} ${inner}`))
      .join(', '),
  )

describe('notices in a step’s notice region', () => {
  it('are said by the one polite region: no alert or status of their own inside it', () => {
    const { container } = render(
      <NoticeRegion id="otp-notice">
        <Notice tone="info">Checking the code…</Notice>
        <Notice tone="error">Whoops! That’s the wrong code.</Notice>
      </NoticeRegion>,
    )
    expect(container.querySelector('#otp-notice')!.getAttribute('aria-live')).toBe('polite')
    expect(nested(container)).toHaveLength(0)
  })

  it('outside a region, an error is an alert and news a status, as before', () => {
    const { container } = render(
      <>
        <Notice tone="error">Could not report unsupported bank.</Notice>
        <Notice tone="info">We sent you a new code.</Notice>
      </>,
    )
    expect([...container.querySelectorAll('[role]')].map((n) => n.getAttribute('role'))).toEqual(['alert', 'status'])
  })

  it('every polite region of the widget is a NoticeRegion (so what is inside it takes no role)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.tsx') ? [join(dir, d.name)] : [],
      )
    const withOwnRegion = files('widget').filter(
      (f) => !f.endsWith('NoticeRegion.tsx') && /aria-live=/.test(readFileSync(f, 'utf8')),
    )
    expect(withOwnRegion).toEqual([])
  })
})
