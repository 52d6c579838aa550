// What the build wrote (build.ts): the worker reads its data as assets; the tests compare its answers with these.
import documentsJson from '../../.build/documents.json'
import textJson from '../../.build/text.json'

export interface BuiltDocuments {
  variants: Record<
    string,
    { scripts: string[]; css: string; head: string; scriptHashes: string[]; styleHash: string | null }
  >
  screens: Record<string, { variant: string; namespace: string | null }>
  etags: Record<string, Record<string, string>>
  headScriptHash: string
}

export interface BuiltText {
  version: string
  namespaces: string[]
  locales: Record<
    string,
    {
      language: string
      root: { etag: string; body: string }
      namespaces: Record<string, { etag: string; body: string; with?: string[] }>
      missing: string[]
    }
  >
}

export const documents: BuiltDocuments = documentsJson
export const textBundle: BuiltText = textJson
