/**
 * How a page function travels to either driver: as the source of a function
 * taking its arguments as one JSON string and giving its result as one, so
 * neither protocol's own serialisation of nodes and windows gets in the way.
 */
export const jsonCall = (fn: (...args: never[]) => unknown) =>
  `(json) => JSON.stringify((${fn.toString()})(...JSON.parse(json)) ?? null)`

export const jsonResult = <R>(text: unknown): R => (typeof text === 'string' ? JSON.parse(text) : null) as R
