import { textAsset } from '../../contracts/edge-assets'
import { resolveLocale } from '../../locales/locale'
import { edgeManifest, readAsset } from '../assets/edge-assets'

const STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;margin:0;padding:2rem 1.25rem;color:#1a1a1a;background:#fff}' +
  'main{max-width:32rem;margin:0 auto}h1{font-size:1.375rem;line-height:1.3;margin:0 0 .75rem}' +
  '@media (prefers-color-scheme:dark){body{color:#f2f2f2;background:#141414}}'

let styleSource: Promise<string> | undefined
const styleHash = () =>
  (styleSource ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(STYLE))
    .then((d) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(d)))}'`))

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * What a widget URL for a merchant without a usable record answers
 * (docs/merchants.md): framed by nobody (`frame-ancestors 'none'`, so a
 * checkout that frames it shows the browser's refusal and its console says
 * why), and, where it is opened on its own, a short page in the hinted
 * locale saying this checkout is not set up. The merchant id is in a header
 * for the merchant's developer; nothing of the session is read.
 */
export async function notSetUpPage(env: Env, hints: { merchantId: string; locale: string | undefined }) {
  const manifest = await edgeManifest(env)
  const { id } = resolveLocale(hints.locale ?? '', Object.keys(manifest.locales))
  const stored = await readAsset(env.ASSETS, textAsset(id, 'merchant', false))
  const { merchant } = (await stored.json()) as { merchant: { notSetUpTitle: string; notSetUp: string } }
  const html =
    `<!doctype html><html lang="${escapeHtml(manifest.locales[id]!.language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(merchant.notSetUpTitle)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(merchant.notSetUpTitle)}</h1><p>${escapeHtml(merchant.notSetUp)}</p></main></body></html>`
  return new Response(html, {
    status: 403,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src ${await styleHash()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'IDV-Refused': `merchant ${hints.merchantId} is not set up for verification on this edge (no usable record in MERCHANTS)`,
    },
  })
}
