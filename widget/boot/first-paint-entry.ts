// The head script of every first-screen document (build.ts bundles this alone): see ./first-paint.ts.
import { firstPaint } from './first-paint'

try {
  firstPaint(window)
} catch {
  // Whatever went wrong, the page shows the skeleton rather than a screen it could not check; the widget decides.
  document.documentElement.dataset.idvStale = ''
}
