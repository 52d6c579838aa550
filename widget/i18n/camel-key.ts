/** A text key from a session's spelling (`selfie_registration`, `too-many-attempts`): the texts are camel-cased. */
export const camelKey = (name: string) => name.replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase())
