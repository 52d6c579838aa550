/**
 * Which way dependencies run: every rule in one place, each with its reason.
 * tools/checks/check-dependencies.ts checks them in `npm test` (`npm run deps`)
 * over the modules of ours under `SCANNED`, as esbuild resolves them:
 * static imports, `import()` and `import type` alike. A type import ties
 * nothing at run time, but a layer that takes its types from above is not
 * below it, and two modules that take each other's types are a circle to
 * anyone reading them.
 *
 * The widget's layers, from the bottom: contracts/ (what several parts
 * share) ← the widget's base (config, widget-error, analytics-events, i18n/,
 * session-api/, theme/, bridge/) ← ui/ (the dialog and generic controls,
 * knowing nothing of strategies) ← kit/ (what a family builds on: its front
 * door) ← each family in screens/ ← app/ (the shell: strategy host, loaders,
 * failure screen) ← boot/ (start) ← main.tsx. The host SDK and the edge
 * stand beside the widget, on contracts/.
 *
 * Besides these rules, no module may reach itself (no cycles).
 */

/** Folders whose modules are checked (tests may import anything). */
export const SCANNED = ['widget', 'host', 'edge', 'contracts', 'locales', 'tools', 'dev', 'e2e-engines']

/** Why no module may reach itself, through any mix of imports and `import()`. */
export const NO_CYCLES =
  'a module that reaches itself runs before some of what it imports (a value read before its module ran), and a lazy chunk that reaches back into ' +
  'what loads it drags that in with it: the 51-module cycle through the registry, every family, the dialog and the held-back pieces was one'

const familyOf = (path: string) => /^widget\/screens\/([^/]+)\//.exec(path)?.[1] ?? null

/** The widget's base: what lies below ui/ (every module of widget/ outside the named layers and the separate pages). */
const BASE = /^widget\/(?!(ui|kit|screens|app|boot|telemetry|handoff-page)\/|main\.tsx$)/

/** What a family may import besides its own folder: the kit, the controls, the text, the contracts. */
const FRONT_DOOR = /^(widget\/(kit|ui|i18n)\/|contracts\/)/

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
    name: 'base-below-ui',
    why: 'the base (config, errors, text, session calls, theme, the page bridge) is what every layer above stands on: a base module that took anything from ui/, kit/, a family, the shell or its start would carry it into all of them',
    forbids: (from, to) => BASE.test(from) && /^widget\/(ui|kit|screens|app|boot)\//.test(to),
  },
  {
    name: 'ui-knows-no-strategy',
    why: 'ui/ is the dialog and the generic controls: what the shell composes and families use; it knows nothing of strategies (kit/), families or the shell, and gets what it needs from the shell through its context (ui/shell-context.ts), so either can change without it',
    forbids: (from, to) => from.startsWith('widget/ui/') && /^widget\/(kit|screens|app|boot)\//.test(to),
  },
  {
    name: 'kit-below-families',
    why: 'kit/ is what families build on, and first-screen documents carry the parts of it their first screens run: a kit module that reached a family would carry that family into every document, and one that reached the shell would close a circle through the loaders',
    forbids: (from, to) => from.startsWith('widget/kit/') && /^widget\/(screens|app|boot)\//.test(to),
  },
  {
    name: 'family-front-door',
    why: 'a family builds on the kit, the controls, its text and the contracts only (docs/adding-a-family.md): what it needs from below comes through the kit (kit/session.ts), so what a family may use is one folder, and the shell above can change without any family',
    forbids: (from, to) => !!familyOf(from) && !familyOf(to) && !FRONT_DOOR.test(to),
  },
  {
    name: 'family-not-family',
    why: 'each family is a chunk and a first-screen document of its own: a module of one family imported by another would ride in both (two copies, two states); what families share goes to kit/ (listed in widget/kit/family-kit.ts) or ui/',
    forbids: (from, to) => !!familyOf(from) && !!familyOf(to) && familyOf(from) !== familyOf(to),
  },
  {
    name: 'app-on-top',
    why: 'app/ is the shell: it loads the families and shows the failure screen, so nothing below it (the base, ui/, kit/, a family) may take anything from it; only its start (boot/), main.tsx and the build may',
    forbids: (from, to) =>
      to.startsWith('widget/app/') &&
      from.startsWith('widget/') &&
      !/^widget\/(app|boot)\/|^widget\/main\.tsx$/.test(from),
  },
  {
    name: 'app-not-boot',
    why: 'boot/ starts the shell (reads the token and the document, paints, hydrates): the shell must not depend on how it was started, since the build renders it without boot (tools/build/prerender); what both need (the session details, the load failure) lies below them',
    forbids: (from, to) => from.startsWith('widget/app/') && to.startsWith('widget/boot/'),
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
