import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Engine, EnginePage } from './engine-page.ts'
import { clickActions, typingActions } from './input-actions.ts'
import { jsonCall, jsonResult } from './json-call.ts'
import { spawnGroup, stopGroup } from './process-group.ts'

type RemoteValue = { type: string; value?: unknown }
type ScriptResult = { type: 'success'; result: RemoteValue } | { type: 'exception'; exceptionDetails: { text: string } }

/**
 * Gecko as Debian ships it: stock Firefox ESR, headless, driven over
 * WebDriver BiDi, which its remote agent speaks on `--remote-debugging-port`
 * (no geckodriver, nothing downloaded). The client is Node's own WebSocket.
 */
export const firefox: Engine = {
  name: 'Firefox',
  needsDisplay: false,
  async launch(): Promise<EnginePage> {
    // A fresh profile per run; the remote agent applies its recommended automation preferences to it.
    const profile = mkdtempSync(join(tmpdir(), 'idv-engines-firefox-'))
    // Removed however the run ends: an interrupted run exits once the browser's processes are stopped.
    const removeProfile = () => rmSync(profile, { recursive: true, force: true })
    process.once('exit', removeProfile)
    const browser = spawnGroup(
      process.env.FIREFOX_PATH ?? 'firefox-esr',
      ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', 'about:blank'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    const stop = async () => {
      await stopGroup(browser)
      removeProfile()
      process.off('exit', removeProfile)
    }
    try {
      const endpoint = await new Promise<string>((resolve, reject) => {
        let log = ''
        const timer = setTimeout(
          () =>
            reject(new Error(`Firefox did not open its WebDriver BiDi port within 30 s: ${log.trim().slice(-1000)}`)),
          30_000,
        )
        browser.stderr!.on('data', (chunk) => {
          log = (log + chunk).slice(-4000)
          const found = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(log)
          if (found) {
            clearTimeout(timer)
            resolve(found[1]!)
          }
        })
        browser.once('error', (error) =>
          reject(new Error(`Firefox could not start (Debian: apt-get install firefox-esr): ${error.message}`)),
        )
        browser.once('exit', (code) => reject(new Error(`Firefox exited (${code}): ${log.trim().slice(-1000)}`)))
      })
      const send = await connect(`${endpoint}/session`)
      const created = (await send('session.new', { capabilities: {} })) as {
        capabilities: { browserName: string; browserVersion: string }
      }
      const tree = (await send('browsingContext.getTree', { maxDepth: 0 })) as { contexts: Array<{ context: string }> }
      const top = tree.contexts[0]!.context
      const inputs = async (actions: unknown[]) => {
        await send('input.performActions', { context: top, actions })
        await send('input.releaseActions', { context: top })
      }
      const call = async (context: string, fn: string, args: RemoteValue[]) => {
        const answer = (await send('script.callFunction', {
          functionDeclaration: fn,
          target: { context },
          arguments: args,
          awaitPromise: true,
          resultOwnership: 'none',
        })) as ScriptResult
        if (answer.type === 'exception') throw new Error(`script: ${answer.exceptionDetails.text}`)
        return answer.result
      }
      /** The browsing context of the iframe the selector finds: a frame's window comes back as its context id. */
      const frameContext = async (selector: string) => {
        const found = await call(top, '(selector) => document.querySelector(selector)?.contentWindow ?? null', [
          { type: 'string', value: selector },
        ])
        if (found.type !== 'window') throw new Error(`no frame ${selector}`)
        return (found.value as { context: string }).context
      }

      return {
        version: `${created.capabilities.browserName} ${created.capabilities.browserVersion}`,
        async goto(url) {
          await send('browsingContext.navigate', { context: top, url, wait: 'complete' })
        },
        async run(fn, args, frame) {
          const context = frame ? await frameContext(frame) : top
          const result = await call(context, jsonCall(fn), [{ type: 'string', value: JSON.stringify(args) }])
          return jsonResult(result.value)
        },
        clickAt: (x, y) => inputs(clickActions(x, y)),
        type: (text, settleMs) => inputs(typingActions(text, settleMs)),
        async close() {
          await send('browser.close', {}).catch(() => {})
          await stop()
        },
      }
    } catch (error) {
      await stop()
      throw error
    }
  },
}

/** A WebDriver BiDi connection: commands answered by id; events are not needed here. */
async function connect(url: string) {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = () => reject(new Error(`could not connect to ${url}`))
  })
  const pending = new Map<
    number,
    { resolve: (result: unknown) => void; reject: (error: Error) => void; method: string }
  >()
  let lastId = 0
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number
      type: string
      result?: unknown
      error?: string
      message?: string
    }
    const waiting = message.id === undefined ? undefined : pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id!)
    if (message.type === 'error')
      waiting.reject(
        new Error(`BiDi ${waiting.method}: ${message.error}${message.message ? ` (${message.message})` : ''}`),
      )
    else waiting.resolve(message.result)
  }
  socket.onclose = () => {
    for (const waiting of pending.values()) waiting.reject(new Error(`BiDi ${waiting.method}: the connection closed`))
    pending.clear()
  }
  return (method: string, params: Record<string, unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      if (socket.readyState !== WebSocket.OPEN) return reject(new Error(`BiDi ${method}: the connection is closed`))
      const id = ++lastId
      pending.set(id, { resolve, reject, method })
      socket.send(JSON.stringify({ id, method, params }))
    })
}
