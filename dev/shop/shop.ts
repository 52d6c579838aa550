import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'

const root = join(import.meta.dirname, '..', '..')
const snippets = join(root, 'docs', 'snippets')
/** Where the guide's snippets say the widget lives; the shop serves them pointing at the real edge. */
export const DOCS_WIDGET_ORIGIN = 'https://widget.provider.com'

export interface ShopOptions {
  /** The edge serving the widget and the SDK. */
  widgetOrigin: string
  /** Mints a session the way a merchant's server would ask the session server for one. */
  createSession: () => Promise<{ client_token: string }>
}

/**
 * A merchant's checkout on an origin of its own, built from the integration
 * guide's snippets (docs/snippets) exactly as printed, served with the CSP the
 * guide tells merchants to send: the browser tests run what the guide says.
 * `/shop/modal/`, `/shop/inline/` (script tag) and `/shop/react/modal/`,
 * `/shop/react/inline/` (React 19 in StrictMode with the built React entry).
 */
export function createShop(options: ShopOptions) {
  const app = new Hono()
  const pointed = (text: string) => text.replaceAll(DOCS_WIDGET_ORIGIN, options.widgetOrigin)
  const snippet = async (name: string) => pointed(await readFile(join(snippets, name), 'utf8'))
  // Rebuilt when `npm run build` has written a new React entry, so a running `npm start` serves the current one.
  let reactBundle: { built: number; code: Promise<string> } | null = null

  app.use('*', async (c, next) => {
    await next()
    c.header('Content-Security-Policy', (await snippet('csp.txt')).trim())
    c.header('Cache-Control', 'no-store')
  })

  app.post('/verification', async (c) => c.json({ client_token: (await options.createSession()).client_token }))

  app.get('/:presentation{modal|inline}/', async (c) => c.html(await snippet('checkout.html')))
  app.get('/:presentation{modal|inline}/checkout.js', async (c) =>
    c.body(await snippet(`${c.req.param('presentation')}.js`), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
    }),
  )
  app.get('*/shop.css', async (c) =>
    c.body(await readFile(join(import.meta.dirname, 'shop.css'), 'utf8'), 200, {
      'Content-Type': 'text/css; charset=utf-8',
    }),
  )

  app.get('/react/:presentation{modal|inline}/', (c) =>
    c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (React)</title><link rel="stylesheet" href="shop.css"><script type="module" src="/shop/react/app.js"></script></head><body><div id="root"></div></body></html>',
    ),
  )
  app.get('/react/app.js', async (c) => {
    const built = (await stat(join(root, 'dist', 'sdk', 'idv-react.js'))).mtimeMs
    if (reactBundle?.built !== built) reactBundle = { built, code: bundleReact(options.widgetOrigin) }
    return c.body(await reactBundle.code, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })

  return app
}

/**
 * The React shop for the browser: real React in development mode (StrictMode mounts twice only
 * there), the guide's snippets, and the SDK's built React entry, not its source.
 */
async function bundleReact(widgetOrigin: string): Promise<string> {
  const esbuild = await import('esbuild')
  const result = await esbuild.build({
    entryPoints: [join(import.meta.dirname, 'react-main.tsx')],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    // Not the repository's tsconfig, whose paths turn React into Preact for the widget.
    tsconfigRaw: {},
    define: { 'process.env.NODE_ENV': '"development"' },
    alias: { '@provider/idv-widget/react': join(root, 'dist', 'sdk', 'idv-react.js') },
    plugins: [
      {
        name: 'snippet-origin',
        setup(build) {
          build.onLoad({ filter: /docs[\\/]snippets[\\/].*\.tsx$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll(DOCS_WIDGET_ORIGIN, widgetOrigin),
            loader: 'tsx',
          }))
        },
      },
    ],
    logLevel: 'warning',
  })
  return result.outputFiles[0]!.text
}
