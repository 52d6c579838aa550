import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CompiledLocales } from './compile-text.ts'

/** The browsers the widget and the SDK are built for. */
export const TARGET = ['es2022', 'chrome100', 'safari15', 'firefox100']

/** Build-time widget settings (README "Configuration"), from the environment. */
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
 * Stage "settings": what every bundle of the widget is defined with
 * (`__IDV_CONFIG__`, widget/config.ts): the settings, the text's version and
 * locales, the package's version and each family's stylesheet.
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
  return {
    version,
    define: {
      'process.env.NODE_ENV': nodeEnv,
      // A string, parsed once: an object here becomes a shared module of its own in every chunk graph.
      __IDV_CONFIG__: JSON.stringify(
        JSON.stringify({ ...settings, textVersion: text.version, version, styles, locales }),
      ),
    },
    /** The head script's: only the settings it reads (./head-script.ts). */
    headDefine: {
      'process.env.NODE_ENV': nodeEnv,
      __IDV_CONFIG__: JSON.stringify(JSON.stringify({ ...settings, locales })),
    },
  }
}
