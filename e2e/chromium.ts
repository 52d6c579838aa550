/**
 * Chromium features switched off. Playwright passes a `--disable-features` list of its own, and Chromium
 * keeps only the last such switch: this list repeats Playwright's (tests/tools/chromium-features.test.ts
 * holds it to the installed Playwright's) and adds the address bar's popups. Every window preloads them as
 * WebUI pages, each in a renderer of its own, about 0.7 CPU-s per window; every test's context is a window,
 * and so is every child window a hand-off opens. Nothing here has an address bar to type into.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]
const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** Debian's Chromium, headless and quiet (docs/architecture.md "Toolchain facts"). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
}

/** A camera that shows Chromium's test pattern… */
export const FAKE_DEVICE = '--use-fake-device-for-media-stream'
/** …and a permission prompt that always says yes. Without it, headless Chromium says no. */
export const FAKE_UI = '--use-fake-ui-for-media-stream'
export const FAKE_CAMERA = [FAKE_DEVICE, FAKE_UI]
