// Every target under a Playwright browser throttled alike, from its first
// request: the page, a cross-origin frame in a process of its own, a child
// window a hand-off opens, their workers. Playwright's CDP sessions reach
// only the targets it hands out, and a child window's first requests leave
// before its `page` event; so the browser is launched with a DevTools port of
// its own and this client attaches to every target as it is created, paused
// (waitForDebuggerOnStart), sets the network conditions and the CPU rate,
// then lets it run. It logs every request of every target, in epoch ms.
// One gap: a child window's first document may leave before this client has
// set its conditions (Playwright, attached too, may let it run first); then
// that request is missing from the log, and steps.mjs says so.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** Reads the port Chromium chose (`--remote-debugging-port=0`) from the profile folder. */
async function devtoolsUrl(userDataDir) {
  for (let i = 0; i < 100; i++) {
    const text = await readFile(join(userDataDir, 'DevToolsActivePort'), 'utf8').catch(() => '')
    const [port, path] = text.split('\n')
    if (port && path) return `ws://127.0.0.1:${port}${path}`
    await sleep(50)
  }
  throw new Error('Chromium wrote no DevToolsActivePort')
}

/**
 * @param {string} userDataDir the persistent context's profile (launched with --remote-debugging-port=0)
 * @param {{ latency: number, bps: number, cpu: number, headers?: Record<string, string> }} conditions
 * @returns the request log (Map of entries: url, method, type, target, sent, response, finished, bytes, cached,
 *   failed) and close()
 */
export async function throttleEveryTarget(userDataDir, { latency, bps, cpu, headers }) {
  const socket = new WebSocket(await devtoolsUrl(userDataDir))
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = () => reject(new Error('could not reach Chromium’s DevTools port'))
  })
  let nextId = 1
  const calls = new Map()
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      calls.set(id, { resolve, reject, method })
      socket.send(JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) }))
    })
  const requests = new Map()
  // CDP's monotonic timestamps turned into epoch ms with each request's own wall time.
  const base = new Map()
  const targets = new Map()

  let attached = 0
  const attach = async ({ sessionId, targetInfo, waitingForDebugger }) => {
    const { type } = targetInfo
    // Named in the order they came: page 1 is the merchant's page (the widget's frame in it), page 2 a child window.
    targets.set(sessionId, `${type} ${++attached}`)
    const page = type === 'page' || type === 'iframe'
    const tries = [
      send('Network.enable', {}, sessionId),
      send(
        'Network.emulateNetworkConditions',
        { offline: false, latency, downloadThroughput: bps, uploadThroughput: bps },
        sessionId,
      ),
      headers && send('Network.setExtraHTTPHeaders', { headers }, sessionId),
      page && send('Emulation.setCPUThrottlingRate', { rate: cpu }, sessionId),
      // Its own frames in other processes, and its workers, paused the same way.
      send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId),
    ]
    // A target that cannot take one of these (a worker has no Emulation) still runs.
    await Promise.allSettled(tries)
    if (waitingForDebugger) await send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => {})
  }

  socket.onmessage = ({ data }) => {
    const message = JSON.parse(data)
    if (message.id) {
      const call = calls.get(message.id)
      calls.delete(message.id)
      if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`))
      else call?.resolve(message.result)
      return
    }
    const { method, params, sessionId } = message
    // A request's id is the browser's, not the target's: a navigation's end may be told to another target's session.
    const key = (requestId) => requestId
    if (method === 'Target.attachedToTarget') attach(params)
    else if (method === 'Network.requestWillBeSent') {
      const { requestId, request, wallTime, timestamp, type } = params
      if (!/^https?:/.test(request.url)) return
      base.set(key(requestId), wallTime * 1000 - timestamp * 1000)
      // A redirect reuses the id: the hop before it ended when the next began.
      const earlier = requests.get(key(requestId))
      if (earlier)
        requests.set(`${key(requestId)}:${wallTime}`, {
          ...earlier,
          response: wallTime * 1000,
          finished: wallTime * 1000,
        })
      requests.set(key(requestId), {
        url: request.url,
        method: request.method,
        type,
        target: targets.get(sessionId) ?? 'browser',
        sent: wallTime * 1000,
        bytes: 0,
      })
    } else if (method === 'Network.responseReceived') {
      const r = requests.get(key(params.requestId))
      if (r) {
        r.response = base.get(key(params.requestId)) + params.timestamp * 1000
        const { fromDiskCache, fromPrefetchCache, fromServiceWorker } = params.response
        if (fromDiskCache || fromPrefetchCache || fromServiceWorker) r.cached = true
      }
    } else if (method === 'Network.requestServedFromCache') {
      const r = requests.get(key(params.requestId))
      if (r) r.cached = true
    } else if (method === 'Network.loadingFinished') {
      const r = requests.get(key(params.requestId))
      if (r)
        Object.assign(r, {
          finished: base.get(key(params.requestId)) + params.timestamp * 1000,
          bytes: params.encodedDataLength,
        })
    } else if (method === 'Network.loadingFailed') {
      const r = requests.get(key(params.requestId))
      if (r)
        Object.assign(r, {
          finished: base.get(key(params.requestId)) + params.timestamp * 1000,
          failed: params.errorText,
        })
    }
  }

  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true })
  return {
    requests,
    close: () => socket.close(),
  }
}
