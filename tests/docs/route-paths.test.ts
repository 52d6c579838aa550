// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
/** Spec §2.2, as written there. */
const SPEC_PATHS = [
  '/biometric_consent',
  '/consent',
  '/bank_login/index',
  '/bank_login/baas_widget',
  '/bank_login/baas_widget/creds/:bankName',
  '/bank_login/report_unsupported_bank_form',
  '/bank_login/report_unsupported_bank_confirmation',
  '/bank_login/why_do_we_ask',
  '/bank_id_fi/index',
  '/bank_login/verify',
  '/bank_id_fi/why_do_we_ask',
  '/id_check/consent',
  '/id_check/loading',
  '/id_check/AU/:documentType',
  '/id_check/NZ/:documentType',
  '/id_check/document_verified',
  '/id_check/error',
  '/otp/intro',
  '/otp/input',
  '/id_scan/intro',
  '/id_scan/page',
  '/id_scan/retry',
  '/',
  '/id_scan/intro_kyc_later',
  '/id_scan/biometric_consent',
  '/id_scan/consent',
  '/kosma_id/intro',
  '/kosma_id/flow',
  '/kosma_id/verify',
  '/checkin/consent',
  '/checkin/index',
  '/checkin/verify/:applicationId',
]

const read = (pattern: string) => globSync(pattern, { cwd: root }).map((file) => readFileSync(join(root, file), 'utf8'))
/** The shell's routes are its own; a family's steps are strings in the file that holds its base. */
const shell = read('widget/{app,boot}/**/*.{ts,tsx}')
const families = read('widget/screens/**/*.{ts,tsx}')
const route = (source: string, piece: string) =>
  [`'${piece}'`, `"${piece}"`, `\`${piece}\``, `'${piece}/`, `\`${piece}/`].some((form) => source.includes(form))

/** A family builds its paths from a base and steps (`BASE + '/verify'`), so both must be in one of its files. */
function used(path: string): boolean {
  if (path === '/') return true
  const [family, ...steps] = path.split('/').slice(1)
  if (!steps.length) return shell.some((source) => route(source, `/${family}`))
  // The ID check's document step takes the market as a parameter too.
  const step = `/${steps.join('/')}`.replace(/^\/(AU|NZ)\//, '/:market/')
  return families.some((source) => route(source, path) || (route(source, `/${family}`) && route(source, step)))
}

describe('spec §2.2 route paths', () => {
  const unused = SPEC_PATHS.filter((path) => !used(path))
  it('the widget uses all but three', () => {
    expect(unused).toEqual(['/biometric_consent', '/id_check/error', '/id_scan/consent'])
  })
  it('what the spec leaves open (docs/open-questions.md) says why each one it does not use is not used', () => {
    const open = readFileSync(join(root, 'docs', 'open-questions.md'), 'utf8')
    for (const path of unused) expect(open).toContain(`\`${path}\``)
  })
})
