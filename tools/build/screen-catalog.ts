import { join } from 'node:path'
import type { Variant } from './widget/options.ts'
import { pathToFileURL } from 'node:url'

/**
 * What the widget maps, read as data from the screen catalog
 * (contracts/screen-catalog.ts) so the build follows it as families are
 * added: for every screen type, its family's module (by its folder), its text namespace, its
 * stylesheets and whether it is guarded. No widget code is bundled or run:
 * the catalog is plain data, which Node reads as it is.
 *
 * Returns `[{ type, module, namespace, styles, guarded, laterText }]`, `module` an absolute path.
 */
export interface CatalogEntry {
  type: string
  module: string
  namespace: string | null
  styles: string[]
  guarded: boolean
  /** The catalog's facts of the type, as the widget reads them (`SCREENS`): its documents carry them. */
  info: { type: string }
  /** Groups and texts of the namespace its first-screen documents leave out (contracts/screen-catalog.ts `LATER_TEXT`). */
  laterText: string[]
}

/** The catalog module's shape (contracts/screen-catalog.ts), as read here. */
interface CatalogModule {
  SCREENS: Record<
    string,
    { type: string; family: string; namespace?: string; styles?: readonly string[]; guarded?: boolean }
  >
  LATER_TEXT: Record<string, readonly string[] | undefined>
  moduleOf(family: string): string
}

/** `catalog`: the catalog module, relative to `root` (contracts/screen-catalog.ts). */
export async function screenCatalog({
  root,
  catalog = 'contracts/screen-catalog.ts',
}: {
  root: string
  catalog?: string
}): Promise<CatalogEntry[]> {
  const { SCREENS, LATER_TEXT, moduleOf }: CatalogModule = await import(pathToFileURL(join(root, catalog)).href)
  return Object.entries(SCREENS).map(([type, info]) => {
    const module = moduleOf(info.family)
    return {
      type,
      info,
      module: join(root, module),
      namespace: info.namespace ?? null,
      styles: [...(info.styles ?? [])],
      guarded: !!info.guarded,
      laterText: [...(LATER_TEXT[info.family] ?? [])],
    }
  })
}

/** The first-screen variants: screen types whose module and stylesheets are the same share one document script. */
export function documentVariants(catalog: readonly CatalogEntry[]): Variant[] {
  const variants: Variant[] = []
  for (const entry of catalog) {
    const same = variants.find((v) => v.module === entry.module && v.styles.join() === entry.styles.join())
    if (same) {
      same.types.push(entry.type)
      same.infos.push(entry.info)
    } else
      variants.push({
        key: entry.type,
        types: [entry.type],
        infos: [entry.info],
        module: entry.module,
        styles: entry.styles,
      })
  }
  return variants
}
