import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseSupportPhones, type SupportPhones } from '../../contracts/support-phones.ts'
import { DEMO_SUPPORT_PHONES } from '../../dev/support-phones.ts'
import type { CompiledLocales } from './compile-text.ts'

/** The browsers the widget and the SDK are built for. */
export const TARGET = ['es2022', 'chrome100', 'safari15', 'firefox100']

/**
 * What TARGET runs that esbuild's table says it does not: Unicode property
 * escapes (`/\p{L}/u`, ES2018: Chrome 64, Safari 11.1, Firefox 78). The table
 * (from compat-table) also counts the property values of Unicode 15.1, which
 * no browser passes yet, so esbuild wrote every such literal as `new
 * RegExp(…)`: a call it cannot prove pure, kept even when nothing reads it.
 * valibot's emoji pattern, which the widget never uses, was in every document
 * that way (about 120 B brotli, and a pattern parsed at load). The widget's
 * own patterns name only ES2018's properties (L, M, N).
 */
export const SUPPORTED = { 'regexp-unicode-property-escapes': true }

/** Build-time widget settings (docs/configuration.md), from the environment. */
export function widgetSettings(env: NodeJS.ProcessEnv = process.env) {
  const list = (value: string) =>
    value
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean)
  return {
    sessionDomains: list(env.IDV_SESSION_DOMAINS ?? 'provider.com,provider.net'),
    idinHosts: list(env.IDV_IDIN_HOSTS ?? 'preprod.signicat.com,id.signicat.com'),
  }
}

/**
 * The support numbers per market (contracts/support-phones.ts): the deployment's, or the demo's
 * fictional ones, said so on every build that uses them. An entry that does not read stops the build.
 */
export function supportPhones(env: NodeJS.ProcessEnv = process.env): SupportPhones {
  const { phones, rejected } = parseSupportPhones(env.IDV_SUPPORT_PHONES ?? DEMO_SUPPORT_PHONES)
  if (rejected.length) throw new Error(`IDV_SUPPORT_PHONES: not MARKET=+number: ${rejected.join(', ')}`)
  if (env.IDV_SUPPORT_PHONES === undefined)
    console.log('support phones: the demo’s fictional numbers (they reach nobody); set IDV_SUPPORT_PHONES to deploy')
  return phones
}

/** The build's stylesheets the shell loads itself (widget/app/held-back.ts); every other is a family's. */
const SHELL_SHEETS = ['held-back']

/**
 * Stage "settings": what every bundle of the widget is defined with
 * (`__IDV_CONFIG__`, widget/config.ts): the settings, the text's version and
 * locales, the package's version and the shell's own stylesheets; apart from
 * them the families' stylesheets (`__IDV_FAMILY_SHEETS__`), which only the
 * families' registry reads (widget/app/family-registry.ts).
 */
export async function widgetDefines({
  root,
  production,
  text,
  styles,
}: {
  root: string
  production: boolean
  text: CompiledLocales
  styles: Record<string, string>
}) {
  const version: string = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).version
  const settings = widgetSettings()
  const locales = Object.keys(text.locales)
  const nodeEnv = JSON.stringify(production ? 'production' : 'development')
  const [shellSheets, familySheets] = [true, false].map((shell) =>
    Object.fromEntries(Object.entries(styles).filter(([name]) => SHELL_SHEETS.includes(name) === shell)),
  )
  return {
    version,
    define: {
      'process.env.NODE_ENV': nodeEnv,
      // A string, parsed once: an object here becomes a shared module of its own in every chunk graph.
      __IDV_CONFIG__: JSON.stringify(
        JSON.stringify({ ...settings, textVersion: text.version, version, styles: shellSheets, locales }),
      ),
      // Apart from the rest: a document carries its own family's stylesheets inline, and another's comes with every
      // family's entry (each hashed URL is about 20 B of brotli that no first screen reads).
      __IDV_FAMILY_SHEETS__: JSON.stringify(JSON.stringify(familySheets)),
      // Apart from the rest: only the failure texts read them, which the first screen holds back.
      __IDV_SUPPORT_PHONES__: JSON.stringify(JSON.stringify(supportPhones())),
    },
    /** The head script's: only the settings it reads (./head-script.ts). */
    headDefine: {
      'process.env.NODE_ENV': nodeEnv,
      __IDV_CONFIG__: JSON.stringify(JSON.stringify({ ...settings, locales })),
    },
  }
}
