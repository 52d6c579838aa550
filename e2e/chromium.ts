/** Debian's Chromium, headless and quiet (design.md, toolchain facts). */
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
  ],
}

/** A camera that shows Chromium's test pattern… */
export const FAKE_DEVICE = '--use-fake-device-for-media-stream'
/** …and a permission prompt that always says yes. Without it, headless Chromium says no. */
export const FAKE_UI = '--use-fake-ui-for-media-stream'
export const FAKE_CAMERA = [FAKE_DEVICE, FAKE_UI]
