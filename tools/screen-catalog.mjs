import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * What the widget maps, read as data from the screen catalog
 * (contracts/screen-catalog.ts) so the build follows it as families are
 * added: for every screen type, its family's module (by its folder), its text namespace, its
 * stylesheets and whether it is guarded. No widget code is bundled or run:
 * the catalog is plain data, which Node reads as it is.
 *
 * Returns `[{ type, module, namespace, styles, guarded }]`, `module` an absolute path.
 */
export async function screenCatalog({ root, catalog = 'contracts/screen-catalog.ts' }) {
  const { SCREENS, moduleOf } = await import(pathToFileURL(join(root, catalog)).href)
  return Object.entries(SCREENS).map(([type, info]) => {
    return {
      type,
      module: join(root, moduleOf(info.family)),
      namespace: info.namespace ?? null,
      styles: [...(info.styles ?? [])],
      guarded: !!info.guarded,
    }
  })
}
