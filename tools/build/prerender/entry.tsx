// Bundled for Node by tools/build/prerender.ts: the widget's own shell and screens, rendered to HTML at build time.
import { signal } from '@preact/signals'
import { options, type VNode } from 'preact'
import { renderToString } from 'preact-render-to-string'
import { createFlow } from '../../../widget/kit/flow'
import { entryOf } from '../../../widget/app/family-registry'
import { shellView } from '../../../widget/app/shell-view'
import { resolveSwitches } from '../../../widget/ui/switches'
import type { SessionDetails, Strategy } from '../../../widget/session-api/session-details'
import { createText } from '../../../widget/i18n/text'
import type { Translations } from '../../../locales/i18n-types'

/** A session as the first step's markup assumes it (tools/build/prerender.ts varies each part). */
export interface PrerenderSession {
  strategyType: string
  market?: string
  firstName?: string
  features: Record<string, boolean>
  flow: string
  kycAnytime: boolean
}

/**
 * `spellcheck={false}` is a property in the browser, which writes
 * spellcheck="false"; the server renderer leaves a false attribute out. The
 * markup says what the browser would, since hydration does not set props.
 */
const ENUMERATED = ['spellcheck', 'draggable']
const asTheBrowserWrites = (render: () => string) => {
  const previous = options.vnode
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as Record<string, unknown> | null
    if (typeof vnode.type === 'string' && props)
      for (const name of ENUMERATED) if (props[name] === false) props[name] = 'false'
    previous?.(vnode)
  }
  try {
    return render()
  } finally {
    options.vnode = previous
  }
}

/** Never answers: nothing is asked of a session at build time. */
const never = () => new Promise<never>(() => {})

/**
 * The first render of the shell for a session on its first step, as HTML:
 * the same composition the browser renders and then hydrates
 * (widget/app/shell-view.tsx), with a session that has no url to call.
 */
export async function renderFirstStep(
  type: string,
  language: string,
  dictionary: Translations,
  session: PrerenderSession,
): Promise<string> {
  const view = await firstStepView(type, language, dictionary, session)
  return asTheBrowserWrites(() => renderToString(view))
}

/** The shell's first view for such a session: what the build renders, and what a test hydrates it with. */
export async function firstStepView(
  type: string,
  language: string,
  dictionary: Translations,
  session: PrerenderSession,
) {
  const entry = entryOf(type)
  const screen = await entry.load()
  const strategy: Strategy = {
    type: session.strategyType,
    ...(session.market && { market: session.market }),
    ...(session.firstName && { first_name: session.firstName }),
  }
  const details: SessionDetails = {
    session_id: 'prerender',
    url: 'https://session.invalid/',
    locale: language,
    strategies: [strategy],
    presentation_data: { require_consent: false, hide_error_screen: false, features: session.features },
    flow: session.flow,
    experiments: [],
  }
  const flow = createFlow({ post() {} }, { hideErrorScreen: false, market: strategy.market })
  const { view } = shellView({
    flow,
    text: signal(createText(language, dictionary)),
    locale: language,
    switches: resolveSwitches(session.features),
    publish() {},
    report() {},
    containFocus: () => false,
    session: {
      details,
      http: never,
      strategy,
      screen,
      entry,
      cancel: never,
      kycAnytime: session.kycAnytime,
      resume: { answer: never() },
      initialPath: '/',
    },
  })
  return view
}
