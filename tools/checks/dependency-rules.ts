/**
 * Which way dependencies run: every rule in one place, each with its reason.
 * tools/checks/check-dependencies.ts checks them in `npm test` (`npm run deps`)
 * over the modules of ours under `SCANNED`, as esbuild resolves them:
 * static imports and `import()` alike, the way the build sees them.
 * `import type` is erased before anything runs or loads, so it ties nothing
 * at run time and is not seen here.
 *
 * The layers, from the bottom: contracts/ (what several parts share) ←
 * the host SDK, the edge, and the widget's own layers: ui/ (the dialog and
 * controls, and what they need from the shell as context) ← strategy/ and
 * each family in screens/ ← app/ (the shell: flow, strategy host, the
 * loaders) ← boot/ (start) ← main.tsx; session-api/ (the session's details
 * and calls), i18n/ and the like below them all.
 *
 * Besides these rules, no module may reach itself (no cycles).
 */

/** Folders whose modules are checked (tests may import anything). */
export const SCANNED = ['widget', 'host', 'edge', 'contracts', 'locales', 'tools', 'dev', 'e2e-engines']

/** Why no module may reach itself, through any mix of imports and `import()`. */
export const NO_CYCLES =
  'a module that reaches itself runs before some of what it imports (a value read before its module ran), and a lazy chunk that reaches back into ' +
  'what loads it drags that in with it: the 51-module cycle through the registry, every family, the dialog and the held-back pieces was one'

/** Folders under widget/screens/ that are screens several families show, not a family of their own. */
export const SHARED_SCREENS = ['consent']

const familyOf = (path: string) => {
  const folder = /^widget\/screens\/([^/]+)\//.exec(path)?.[1]
  return folder && !SHARED_SCREENS.includes(folder) ? folder : null
}

/** Where the shell lives, which alone may import the loaders: the shell itself, its start, and the build that prerenders it. */
const SHELL = /^(widget\/app\/|widget\/boot\/|widget\/main\.tsx$|tools\/build\/)/

/**
 * `forbids(from, to)`: true when the module at `from` may not import the one
 * at `to` (paths relative to the repository, `/`-separated).
 */
/** A rule: its name, why it holds, and which imports it forbids. */
export interface Rule {
  name: string
  why: string
  forbids: (from: string, to: string) => boolean
}

export const RULES: Rule[] = [
  {
    name: 'ui-not-app',
    why: 'ui/ is what the shell (app/) composes: the dialog and controls get what they need from it through its context (ui/shell-context.ts), so the shell can change without them, and nothing a screen shows reaches the loaders',
    forbids: (from, to) => from.startsWith('widget/ui/') && to.startsWith('widget/app/'),
  },
  {
    name: 'app-not-boot',
    why: 'boot/ starts the shell (reads the token and the document, paints, hydrates): the shell must not depend on how it was started, since the build renders it without boot (tools/build/prerender); what both need (the session details, the load failure) lies below them',
    forbids: (from, to) => from.startsWith('widget/app/') && to.startsWith('widget/boot/'),
  },
  {
    name: 'family-not-family',
    why: 'each family is a chunk and a first-screen document of its own: a module of one family imported by another would ride in both (two copies, two states); what families share goes to strategy/ or ui/ (and widget/app/family-kit.ts)',
    forbids: (from, to) => !!familyOf(from) && !!familyOf(to) && familyOf(from) !== familyOf(to),
  },
  {
    name: 'widget-not-edge',
    why: 'the widget runs in the shopper’s browser, the edge in a worker: what both must agree on lives in contracts/',
    forbids: (from, to) => from.startsWith('widget/') && to.startsWith('edge/'),
  },
  {
    name: 'loaders-only-shell',
    why: 'the loaders (widget/app/screen-registry.ts) import every family: anything a screen can reach that imports them closes a cycle through all of them; what the rest needs to know about a screen type is data, in contracts/screen-catalog.ts',
    forbids: (from, to) => to === 'widget/app/screen-registry.ts' && !SHELL.test(from),
  },
  {
    name: 'contracts-stand-alone',
    why: 'contracts/ is imported by the SDK, the edge, the widget and the build: a contract that imported any of them would carry it into all the others (the merchant’s SDK bundle, the worker)',
    forbids: (from, to) => from.startsWith('contracts/') && !to.startsWith('contracts/'),
  },
  {
    name: 'sdk-apart',
    why: 'the host SDK ships to merchants’ pages: only its own code and the contracts it shares with the widget, never widget or edge code',
    forbids: (from, to) => from.startsWith('host/') && !/^(host|contracts)\//.test(to),
  },
  {
    name: 'edge-apart',
    why: 'the worker has a size and start-up budget (tools/checks/deploy-check.ts): its own code, the contracts and the locale list, never widget code',
    forbids: (from, to) => from.startsWith('edge/') && !/^(edge|contracts)\/|^locales\/locale\.ts$/.test(to),
  },
]
