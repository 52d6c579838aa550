import { spawnGroup, stopGroup } from './process-group.ts'

/**
 * A virtual X display for an engine that needs one (WebKitGTK's MiniBrowser
 * has no headless mode here). Xvfb picks a free display number itself
 * (`-displayfd`), so runs beside each other never collide.
 */
export async function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  const xvfb = spawnGroup(
    process.env.XVFB_PATH ?? 'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  xvfb.stderr!.on('data', (chunk) => (log = (log + chunk).slice(-2000)))
  const number = await new Promise<string>((resolve, reject) => {
    let out = ''
    xvfb.stdout!.on('data', (chunk) => {
      out += chunk
      if (out.includes('\n')) resolve(out.trim())
    })
    xvfb.once('error', (error) =>
      reject(new Error(`Xvfb could not start (Debian: apt-get install xvfb): ${error.message}`)),
    )
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${log.trim()}`)))
  }).catch(async (error: unknown) => {
    await stopGroup(xvfb)
    throw error
  })
  return { display: `:${number}`, stop: () => stopGroup(xvfb) }
}
