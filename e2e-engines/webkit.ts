import { globSync } from 'node:fs'
import type { Engine, EnginePage } from './engine-page.ts'
import { freePort } from './free-port.ts'
import { clickActions, typingActions } from './input-actions.ts'
import { jsonCall, jsonResult } from './json-call.ts'
import { spawnGroup, stopGroup } from './process-group.ts'
import { waitFor } from './wait-for.ts'

/** WebDriver's key for an element reference in JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'

/** Debian's MiniBrowser (libwebkit2gtk-4.1-0, a dependency of webkit2gtk-driver), wherever the architecture puts it. */
function miniBrowser(): string {
  const found = process.env.WEBKIT_MINIBROWSER ?? globSync('/usr/lib/*/webkit2gtk-4.*/MiniBrowser').sort().at(-1)
  if (!found)
    throw new Error(
      'MiniBrowser not found under /usr/lib/*/webkit2gtk-4.*/ (Debian: apt-get install webkit2gtk-driver), or set WEBKIT_MINIBROWSER',
    )
  return found
}

/**
 * Safari's engine as Debian ships it: WebKitWebDriver driving WebKitGTK's
 * MiniBrowser over classic WebDriver (HTTP). It needs an X display (the
 * runner starts Xvfb when there is none): this MiniBrowser has no headless mode.
 */
export const webkit: Engine = {
  name: 'WebKitGTK',
  needsDisplay: true,
  async launch(): Promise<EnginePage> {
    const binary = miniBrowser()
    const port = await freePort()
    const driver = spawnGroup(process.env.WEBKIT_WEBDRIVER ?? 'WebKitWebDriver', [`--port=${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let driverLog = ''
    driver.stderr!.on('data', (chunk) => (driverLog = (driverLog + chunk).slice(-2000)))
    const failed = new Promise<never>((_, reject) => {
      driver.once('error', (error) =>
        reject(
          new Error(`WebKitWebDriver could not start (Debian: apt-get install webkit2gtk-driver): ${error.message}`),
        ),
      )
      driver.once('exit', (code) => reject(new Error(`WebKitWebDriver exited (${code}): ${driverLog.trim()}`)))
    })
    failed.catch(() => {})

    const base = `http://127.0.0.1:${port}`
    const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
      const response = await Promise.race([
        fetch(base + path, {
          method,
          headers: { 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
        failed,
      ])
      const answer = (await response.json()) as { value: unknown }
      if (!response.ok) {
        const error = answer.value as { error?: string; message?: string }
        throw new Error(
          `WebDriver ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${error.error ?? response.status}${error.message ? ` (${error.message})` : ''}`,
        )
      }
      return answer.value
    }

    try {
      await Promise.race([
        waitFor(
          'WebKitWebDriver to listen',
          () => call('GET', '/status').then((s) => (s as { ready?: boolean }).ready !== false),
          { timeoutMs: 15_000 },
        ),
        failed,
      ])
      const created = (await call('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            'webkitgtk:browserOptions': { binary, args: ['--automation'] },
            timeouts: { script: 10_000, pageLoad: 30_000 },
          },
        },
      })) as { sessionId: string; capabilities: { browserName: string; browserVersion: string } }
      const session = `/session/${created.sessionId}`
      const toTop = () => call('POST', `${session}/frame`, { id: null })
      const actions = async (list: unknown[]) => {
        await call('POST', `${session}/actions`, { actions: list })
        await call('DELETE', `${session}/actions`)
      }

      return {
        version: `${created.capabilities.browserName} ${created.capabilities.browserVersion}`,
        async goto(url) {
          await toTop()
          await call('POST', `${session}/url`, { url })
        },
        async run(fn, args, frame) {
          const script = `return (${jsonCall(fn)})(arguments[0])`
          if (!frame)
            return jsonResult(await call('POST', `${session}/execute/sync`, { script, args: [JSON.stringify(args)] }))
          try {
            const iframe = (await call('POST', `${session}/element`, {
              using: 'css selector',
              value: frame,
            })) as Record<string, string>
            await call('POST', `${session}/frame`, { id: { [ELEMENT]: iframe[ELEMENT] } })
            return jsonResult(await call('POST', `${session}/execute/sync`, { script, args: [JSON.stringify(args)] }))
          } finally {
            await toTop()
          }
        },
        clickAt: (x, y) => actions(clickActions(x, y)),
        type: (text, settleMs) => actions(typingActions(text, settleMs)),
        async close() {
          await call('DELETE', session).catch(() => {})
          await stopGroup(driver)
        },
      }
    } catch (error) {
      await stopGroup(driver)
      throw error
    }
  },
}
