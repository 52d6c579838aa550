import { expect, type Frame, type FrameLocator, type Page } from '@playwright/test'
import { openWidget, type DemoSetup } from './demo'
import { EDGE } from './ports'

/**
 * What the ID scan's browser tests share. They run in the `camera` project
 * (playwright.config.ts): Chromium with a fake camera that shows an ID card
 * swaying left and right (./fake-camera). Flows through the facial scan get
 * more time than the default 30 s.
 */
export const CAMERA_FLOW_MS = 120_000

export const widgetFrame = (page: Page): Frame => page.frames().find((f) => f.url().startsWith(EDGE))!

/** Records every camera stream the widget gets, in every frame, so a test can see whether its tracks ended. */
export async function watchCameras(page: Page) {
  await page.context().addInitScript(() => {
    const devices = navigator.mediaDevices
    if (!devices?.getUserMedia) return
    const streams: MediaStream[] = []
    Object.assign(window, { __streams: streams })
    const ask = devices.getUserMedia.bind(devices)
    devices.getUserMedia = async (constraints) => {
      const stream = await ask(constraints)
      streams.push(stream)
      return stream
    }
  })
}
/** readyState of every camera track the widget was given, oldest first. */
export const tracks = (page: Page) =>
  widgetFrame(page).evaluate(() =>
    ((window as unknown as { __streams?: MediaStream[] }).__streams ?? []).flatMap((s) =>
      s.getTracks().map((t) => t.readyState),
    ),
  )

/** A photo made on the demo page with a canvas: an ID card with lines of print, or a face. */
export async function photo(page: Page, kind: 'card' | 'face'): Promise<Buffer> {
  const data = await page.evaluate((kind) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1200
    canvas.height = kind === 'card' ? 760 : 900
    const c = canvas.getContext('2d')!
    c.fillStyle = '#5a5f66'
    c.fillRect(0, 0, canvas.width, canvas.height)
    if (kind === 'card') {
      c.fillStyle = '#ebe4d6'
      c.fillRect(40, 40, 1120, 680)
      c.fillStyle = '#7a6250'
      c.fillRect(90, 170, 280, 380)
      c.fillStyle = '#1d1d28'
      c.font = 'bold 38px sans-serif'
      for (let line = 0; line < 9; line++)
        c.fillText(`SPECIMEN ${line} · ANNA EXAMPLE · 1990-01-0${line}`, 420, 140 + line * 62)
    } else {
      c.fillStyle = '#d2a184'
      c.beginPath()
      c.ellipse(600, 450, 260, 330, 0, 0, Math.PI * 2)
      c.fill()
      c.fillStyle = '#2b1d18'
      c.fillRect(470, 360, 70, 30)
      c.fillRect(660, 360, 70, 30)
      c.fillRect(580, 450, 40, 90)
      c.fillRect(520, 600, 160, 24)
    }
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!
  }, kind)
  return Buffer.from(data, 'base64')
}

/** One photo through the upload fallback: chosen, checked, reviewed, used. */
export async function upload(page: Page, widget: FrameLocator, kind: 'card' | 'face') {
  await widget
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: await photo(page, kind) })
  await expect(widget.getByRole('heading', { name: 'Check your photo' })).toBeVisible()
  await widget.getByRole('button', { name: /^(Use this photo|Use it anyway)$/ }).click()
}

/** One photo with the camera: the live view with its guidance, then the review. */
export async function takePhoto(widget: FrameLocator, button: 'Take photo' | 'Take selfie') {
  await cameraReady(widget, button)
  await widget.getByRole('button', { name: button }).click()
  await expect(widget.getByRole('heading', { name: 'Check your photo' })).toBeVisible()
  await widget.getByRole('button', { name: /^(Use this photo|Use it anyway)$/ }).click()
}

/** A passport scanned with the camera (the intro's first choice in Ireland), up to the session's check. */
export async function scanToVerifying(widget: FrameLocator) {
  await widget.getByRole('button', { name: 'Scan' }).click()
  await takePhoto(widget, 'Take photo')
  await takePhoto(widget, 'Take selfie')
  await untilVerifying(widget)
}

/** The camera shows its first frame: the photo button works (before, it refuses, as it should). */
export async function cameraReady(widget: FrameLocator, button: 'Take photo' | 'Take selfie' = 'Take photo') {
  await expect(widget.getByRole('img', { name: 'Camera view' })).toBeVisible()
  await expect(widget.getByRole('button', { name: button })).toHaveAttribute('aria-disabled', 'false')
}

/** Until the pictures are handed in: the facial scan, then the sending. */
export async function untilVerifying(widget: FrameLocator) {
  try {
    await expect(widget.getByRole('heading', { name: 'Verifying your ID' })).toBeVisible({ timeout: 60_000 })
  } catch (error) {
    // Say where the scan stood: a stuck facial scan and a stuck upload look alike from outside.
    const main = widget.locator('main')
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator, not a DOM node
    const shown = await main.innerText().catch(() => '?')
    throw new Error(`the scan never reached the wait; the widget shows: ${shown}`, { cause: error })
  }
}

export const start = (page: Page, setup: DemoSetup = {}) =>
  openWidget(page, { strategy: 'id_scan', market: 'IE', ...setup })
