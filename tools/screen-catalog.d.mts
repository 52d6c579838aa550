export interface CatalogEntry {
  type: string
  module: string
  namespace: string | null
  styles: string[]
  guarded: boolean
}
export declare function screenCatalog(options: { root: string; registry: string; alias: Record<string, string>; define: Record<string, string>; plugins?: unknown[] }): Promise<CatalogEntry[]>
