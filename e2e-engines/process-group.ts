import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

const groups = new Set<ChildProcess>()
let closing = false

/**
 * Starts a command as the leader of a process group of its own, so that
 * stopping it also stops what it started (MiniBrowser and its web processes,
 * Firefox's content processes), which a kill of the leader alone would leave
 * running.
 */
export function spawnGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  if (closing) throw new Error(`not starting ${command}: the run is stopping`)
  const child = spawn(command, args, { ...options, detached: true })
  groups.add(child)
  child.once('exit', () => groups.delete(child))
  return child
}

/** Stops the group: SIGTERM, then SIGKILL for whatever is still there after `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.pid === undefined) return
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((done) => child.once('exit', () => done()))
  signalGroup(child, 'SIGTERM')
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
  // The leader may be gone while processes it started still hold the group.
  signalGroup(child, 'SIGKILL')
  groups.delete(child)
}

/** Every group still running, at once, and none started after (an interrupted run). */
export async function stopAllGroups() {
  closing = true
  await Promise.all([...groups].map((child) => stopGroup(child)))
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // The whole group is gone already.
  }
}
