import type { ComponentType } from 'react'
import type { ScreenInfo } from '../../contracts/screen-catalog'
import type { ScreenProps } from '../kit/screen-props'

export type ScreenModule = { default: ComponentType<ScreenProps> }
export type Loader = () => Promise<ScreenModule>
type Extras = (base: ScreenProps, session: { kycAnytime: boolean }) => Partial<ScreenProps>

/**
 * A strategy type as the shell uses it, resolved once where it is read: the
 * catalog's facts (contracts/screen-catalog.ts), its family's chunk, and
 * what the shell adds. `info` is absent for a type the catalog does not map.
 */
export interface Entry {
  /** The screen type, or the strategy type as spelt for the fallback. */
  name: string
  info?: ScreenInfo
  load: Loader
  /** Spec §2.1: what this screen gets beyond the shared props. */
  extras?: Extras
  /** The URLs of its stylesheets (`info.styles`) by name, unless the document carries them inline. */
  sheets?: Readonly<Record<string, string>>
}

/** Spec §2.1: what a screen gets beyond the shared props, by the name the catalog gives it (`props`). */
const PROPS: Record<NonNullable<ScreenInfo['props']>[number], Extras> = {
  onFailure: (base) => ({
    onFailure: (reason, token, extra) =>
      base.flow.fail({
        strategy: base.strategy.type,
        market: base.strategy.market,
        reason,
        token,
        error: `strategy failure ${reason}`,
        ...extra,
      }),
  }),
  kycAnytime: (_, session) => ({ kycAnytime: session.kycAnytime }),
}

const extrasOf = (names: ScreenInfo['props']): Extras | undefined =>
  names?.length ? (base, session) => Object.assign({}, ...names.map((name) => PROPS[name](base, session))) : undefined

/** The entry of a screen type the catalog maps, its family's chunk loaded by `load`, its stylesheets from `sheets`. */
export const entryFor = (info: ScreenInfo, load: Loader, sheets?: Entry['sheets']): Entry => ({
  name: info.type,
  info,
  load,
  extras: extrasOf(info.props),
  sheets,
})
