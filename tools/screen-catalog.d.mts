export interface CatalogEntry {
  type: string
  module: string
  namespace: string | null
  styles: string[]
  guarded: boolean
}
/** `catalog`: the catalog module, relative to `root` (contracts/screen-catalog.ts). */
export declare function screenCatalog(options: { root: string; catalog?: string }): Promise<CatalogEntry[]>
