// Stands in for wouter's browser-location hook (see ./memory-routing-only.ts).
const memoryOnly = () => {
  throw new Error('The widget routes in memory: pass memoryLocation().hook to <Router>')
}
export const useBrowserLocation = memoryOnly
export const useSearch = memoryOnly
