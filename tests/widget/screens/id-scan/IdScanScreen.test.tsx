import { act, fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScreenProps } from '../../../../widget/kit/screen-props'
import { ShellContext } from '../../../../widget/ui/shell-context'
import { DEFAULT_SWITCHES } from '../../../../widget/ui/switches'
import IdScanScreen from '../../../../widget/screens/id-scan/IdScanScreen'
import { WidgetError } from '../../../../widget/widget-error'
import { typeAsRead } from '../../fixtures'
import { harness, type HarnessOptions } from '../../screen-harness'

const capture = (over: Record<string, unknown> = {}) => ({
  status: 'in_progress',
  pending: { kind: 'capture' },
  document_type: 'passport',
  received: [],
  ...over,
})
const verifying = {
  status: 'in_progress',
  pending: { kind: 'verification' },
  document_type: 'passport',
  received: ['document_front', 'selfie'],
}

interface Setup extends HarnessOptions {
  kycAnytime?: boolean
  combinedPopup?: boolean
}

/** The screen as the shell mounts it, with the switches and an analytics spy. */
function setup(
  answers: Record<string, Array<unknown | Error>> = {},
  { kycAnytime, combinedPopup = true, ...more }: Setup = {},
) {
  const h = harness({ type: 'id_scan', market: 'IE', answers, ...more })
  const publish = vi.fn()
  const Screen = (props: ScreenProps) => (
    <ShellContext.Provider
      value={{ strategyType: props.strategy.type, switches: { ...DEFAULT_SWITCHES, combinedPopup }, publish }}
    >
      <IdScanScreen {...props} />
    </ShellContext.Provider>
  )
  h.mount(Screen, kycAnytime ? { kycAnytime } : {})
  return { ...h, publish }
}

/** A camera for happy-dom: getUserMedia answering a stream whose tracks record being stopped, or refusing. */
function fakeCamera(answer: () => Promise<unknown>) {
  const getUserMedia = vi.fn(answer)
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
  return getUserMedia
}
const stream = () => {
  const track = { stop: vi.fn(), readyState: 'live' }
  track.stop.mockImplementation(() => (track.readyState = 'ended'))
  // A MediaStream as far as the video element checks; its tracks are the test's.
  const stream = Object.assign(Object.create(globalThis.MediaStream?.prototype ?? Object.prototype), {
    getTracks: () => [track],
  })
  return { track, stream }
}
const refuse = (name: string) => () => Promise.reject(new DOMException('no', name))

describe('ID scan: consent and intro by market (spec §2.3)', () => {
  it('Ireland, combined popup: the intro carries the documents, under 4 minutes, the scam warning and the consent; Scan starts', async () => {
    const h = setup({ start: [capture()] })
    await screen.findByRole('heading', { name: 'Scan your ID' })
    expect(h.path()).toBe('/id_scan/intro')
    expect(screen.getByText(/It takes under 4 minutes\./)).toBeTruthy()
    expect(screen.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual([
      'Passport',
      'Passport card',
      'Driving licence',
      'Residence permit',
      'Postal identity card',
    ])
    expect(screen.getByText(/Be aware of scams/)).toBeTruthy()
    expect(screen.getByText(/By selecting Scan, you consent to the processing of your biometric data/)).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Driving licence' }))
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }))
    await waitFor(() => expect(h.path()).toBe('/id_scan/page'))
    expect(h.calls[0]).toMatchObject({
      action: 'start',
      method: 'POST',
      body: { biometric_consent: true, document_type: 'driving_licence' },
    })
  })

  it('US: a consent of its own first, “I consent”, the policies and the provider’s terms, and Submit details', async () => {
    const h = setup({}, { market: 'US' })
    await screen.findByRole('heading', { name: 'Next Step - Identity Verification' })
    expect(h.path()).toBe('/id_scan/biometric_consent')
    expect(
      screen.getByText(/By selecting I consent, you agree that we and our third-party identity verification provider/),
    ).toBeTruthy()
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Facial scan policy (opens in a new window)',
      'Privacy notice (opens in a new window)',
      'Terms of our identity verification provider (opens in a new window)',
      'Submit details (opens in a new window)',
    ])
    expect(screen.getByRole('link', { name: /Submit details/ }).getAttribute('href')).toBe(
      'https://www.provider.com/phone-reset/',
    )
    fireEvent.click(screen.getByRole('button', { name: 'I consent' }))
    await screen.findByRole('heading', { name: 'Scan your ID' })
    expect(h.calls).toEqual([])
    expect(screen.queryByText(/By selecting Scan, you consent/)).toBeNull()
    expect(screen.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual([
      'Driving licence',
      'National identity card',
      'Passport',
      'Passport card',
      'Residence permit',
      'Work permit',
    ])
  })

  it('Canada: “Start Verification”, without the third-party provider', async () => {
    setup({}, { market: 'CA' })
    await screen.findByRole('button', { name: 'Start Verification' })
    expect(screen.queryByText(/third-party/)).toBeNull()
    expect(screen.queryByRole('link', { name: /identity verification provider/ })).toBeNull()
  })

  it('Mexico: Continue, personal and biometric data; only documents with the CURP', async () => {
    setup({}, { market: 'MX' })
    await screen.findByText(/consent to the processing of your personal and biometric data/)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('heading', { name: 'Scan your ID' })
    expect(screen.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual([
      'Voter ID (INE)',
      'Passport',
      'Residence permit',
      'Consular ID card',
    ])
    expect(
      screen.getByText('We can only accept a document that includes your CURP, such as your voter ID (INE).'),
    ).toBeTruthy()
  })

  it('offers what the session names (spec §3’s types, and ones the widget does not know by their codes), not the market’s list', async () => {
    const named = {
      status: 'in_progress',
      pending: null,
      received: [],
      accepted_documents: ['tax_id', 'birth_certificate', 'library_card', 'gym_card'],
    }
    const h = setup(
      { start: [capture({ document_type: 'library_card' })] },
      { resume: { known: named, answer: Promise.resolve(named) } },
    )
    await screen.findByRole('heading', { name: 'Scan your ID' })
    expect(screen.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual([
      'Tax ID card',
      'Birth certificate',
      'Library card',
      'Gym card',
    ])
    fireEvent.click(screen.getByRole('radio', { name: 'Library card' }))
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }))
    await waitFor(() => expect(h.path()).toBe('/id_scan/page'))
    expect(h.calls[0]).toMatchObject({
      action: 'start',
      body: { biometric_consent: true, document_type: 'library_card' },
    })
    expect(h.flow.view.value).toEqual({ kind: 'strategy' })
  })

  it('the session’s list arriving after the intro was drawn replaces the market’s', async () => {
    const named = { status: 'in_progress', pending: null, accepted_documents: ['work_permit', 'visa'] }
    let answer!: (state: unknown) => void
    setup({}, { resume: { answer: new Promise((resolve) => (answer = resolve)) } })
    await screen.findByRole('radio', { name: 'Passport' })
    answer(named)
    await waitFor(() =>
      expect(screen.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual(['Work permit', 'Visa']),
    )
    expect((screen.getByRole('radio', { name: 'Work permit' }) as HTMLInputElement).checked).toBe(true)
  })

  it.each(['tax_id', 'a_document_from_next_year'])(
    'a session answer naming %s is no technical issue: the scan goes on',
    async (type) => {
      const known = { ...verifying, document_type: type }
      const h = setup({ id_scan: [known] }, { resume: { known, answer: Promise.resolve(known) } })
      await screen.findByRole('heading', { name: 'Verifying your ID' })
      expect(h.flow.view.value).toEqual({ kind: 'strategy' })
    },
  )

  it('combined popup off: a separate consent everywhere (“Agree and continue”), an intro without the time', async () => {
    setup({}, { combinedPopup: false })
    fireEvent.click(await screen.findByRole('button', { name: 'Agree and continue' }))
    await screen.findByRole('heading', { name: 'Scan your ID' })
    expect(screen.queryByText(/under 4 minutes/)).toBeNull()
  })

  it('no answer to Scan: says so, keeps the choice, and Scan works again', async () => {
    const h = setup({ start: [new WidgetError('network', 'offline'), capture()] })
    fireEvent.click(await screen.findByRole('radio', { name: 'Residence permit' }))
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }))
    await screen.findByText('Lost internet connection')
    expect((screen.getByRole('radio', { name: 'Residence permit' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }))
    await waitFor(() => expect(h.path()).toBe('/id_scan/page'))
  })
})

describe('KYC-anytime mode: the later-ID intro', () => {
  it('“Maybe later” completes the flow with that choice for the merchant', async () => {
    const h = setup({ later: [{ status: 'success', token: 'rt_later', kyc: 'later' }] }, { kycAnytime: true })
    await screen.findByRole('heading', { name: 'Verify your ID now or later' })
    expect(h.path()).toBe('/id_scan/intro_kyc_later')
    expect(screen.getByText(/You have 30 days to upload it\./)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }))
    await waitFor(() =>
      expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_later', kyc: 'later' }),
    )
    expect(h.calls.map((c) => c.action)).toEqual(['later'])
  })

  it('“Upload ID” goes on to the scan (the consent first in the US)', async () => {
    const h = setup({}, { kycAnytime: true, market: 'US' })
    fireEvent.click(await screen.findByRole('button', { name: 'Upload ID' }))
    await screen.findByRole('heading', { name: 'Next Step - Identity Verification' })
    expect(h.calls).toEqual([])
  })

  it('a “Maybe later” that got no answer says so and can be pressed again', async () => {
    setup({ later: [new WidgetError('network', 'offline')] }, { kycAnytime: true })
    fireEvent.click(await screen.findByRole('button', { name: 'Maybe later' }))
    await screen.findByText('Lost internet connection')
  })
})

describe('waiting, retry and resume after a reload', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('a reload while the session verifies opens the waiting step, which polls until the verdict', async () => {
    const h = setup(
      { id_scan: [verifying, { status: 'success', token: 'rt_ok' }] },
      { resume: { known: verifying, answer: Promise.resolve(verifying) } },
    )
    await screen.findByRole('heading', { name: 'Verifying your ID' })
    expect(screen.getByText('This takes less than 2 minutes.')).toBeTruthy()
    expect(screen.getByText('Please don’t close this window.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull()
    await act(async () => void (await vi.advanceTimersByTimeAsync(4100)))
    expect(h.bridge.post).toHaveBeenCalledWith('onComplete', { status: 'success', token: 'rt_ok' })
  })

  it.each(['id_scan', 'selfie_registration'])(
    '%s: a read of the verdict that gets no answer is an analytics event, once per run of misses',
    async (type) => {
      const offline = () => new WidgetError('network', 'offline')
      const h = setup(
        { [type]: [offline(), offline(), verifying, offline(), verifying, verifying, verifying] },
        { type, resume: { known: verifying, answer: Promise.resolve(verifying) } },
      )
      await screen.findByRole('heading', { name: type === 'id_scan' ? 'Verifying your ID' : /./ })
      await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)))
      expect(h.publish.mock.calls).toEqual([
        [`${type}:polling-error`, { cause: 'offline' }],
        [`${type}:polling-error`, { cause: 'offline' }],
      ])
    },
  )

  it('keeps waiting through a lost connection, saying so', async () => {
    setup(
      { id_scan: [new WidgetError('network', 'offline'), verifying] },
      { resume: { known: verifying, answer: Promise.resolve(verifying) } },
    )
    await screen.findByRole('heading', { name: 'Verifying your ID' })
    await act(async () => void (await vi.advanceTimersByTimeAsync(2100)))
    await screen.findByText('We’ll keep trying until you’re back online.')
  })

  it('a rejected document leads to the retry step, which says why; Scan again starts a new capture', async () => {
    const rejected = {
      status: 'in_progress',
      pending: null,
      document_type: 'passport',
      rejection: 'glare',
      received: ['selfie', 'face_left', 'face_right'],
    }
    const h = setup(
      { id_scan: [rejected], start: [capture({ received: ['selfie', 'face_left', 'face_right'] })] },
      { resume: { known: verifying, answer: Promise.resolve(verifying) } },
    )
    await screen.findByRole('heading', { name: 'Verifying your ID' })
    await act(async () => void (await vi.advanceTimersByTimeAsync(2100)))
    await screen.findByRole('heading', { name: 'We couldn’t accept your ID' })
    expect(h.path()).toBe('/id_scan/retry')
    expect(screen.getByText('There was glare on your ID, so we couldn’t read it.')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /Scan again|Use another ID/ }).map((b) => b.textContent)).toEqual([
      'Scan again',
      'Use another ID',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Scan again' }))
    await waitFor(() => expect(h.path()).toBe('/id_scan/page'))
    expect(h.calls.at(-1)).toMatchObject({
      action: 'start',
      body: { biometric_consent: true, document_type: 'passport' },
    })
  })

  it('an expired or wrong document puts “Use another ID” first, which leads to the documents', async () => {
    const rejected = {
      status: 'in_progress',
      pending: null,
      document_type: 'passport',
      rejection: 'wrong_type',
      received: [],
    }
    const h = setup({}, { resume: { known: rejected, answer: Promise.resolve(rejected) } })
    await screen.findByText('We can’t accept this type of document. Please use one of the documents listed.')
    expect(screen.getAllByRole('button', { name: /Scan again|Use another ID/ }).map((b) => b.textContent)).toEqual([
      'Use another ID',
      'Scan again',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Use another ID' }))
    await screen.findByRole('heading', { name: 'Scan your ID' })
    expect(h.path()).toBe('/id_scan/intro')
  })

  it('a reload in the middle of the capture opens the capture again, without the pictures the session holds', async () => {
    const midway = capture({ document_type: 'driving_licence', received: ['document_front', 'document_back'] })
    const h = setup({}, { resume: { known: midway, answer: Promise.resolve(midway) } })
    // No camera in happy-dom: the capture opens on its problem, for the selfie; the upload shows which step it is.
    fireEvent.click(await screen.findByRole('button', { name: 'Upload photos instead' }))
    await screen.findByRole('heading', { name: 'Take a selfie' })
    expect(h.path()).toBe('/id_scan/page')
    expect(screen.getByText('Step 1 of 1')).toBeTruthy()
    expect(h.calls).toEqual([])
  })

  it('a rejection the widget does not know reads as unreadable', async () => {
    const rejected = { status: 'in_progress', pending: null, rejection: 'cosmic_rays', received: [] }
    setup({}, { resume: { known: rejected, answer: Promise.resolve(rejected) } })
    await screen.findByText('We couldn’t read your ID.')
  })
})

describe('the camera, and its problems each on their own screen', () => {
  afterEach(() => void Reflect.deleteProperty(navigator, 'mediaDevices'))
  const toCapture = async (answers: Record<string, Array<unknown | Error>> = { start: [capture()] }) => {
    const h = setup(answers)
    fireEvent.click(await screen.findByRole('button', { name: 'Scan' }))
    await waitFor(() => expect(h.path()).toBe('/id_scan/page'))
    return h
  }

  it('asks for the rear camera for the document, and stops it when the shopper leaves the step', async () => {
    const camera = stream()
    const getUserMedia = fakeCamera(async () => camera.stream)
    const h = await toCapture()
    await screen.findByRole('img', { name: 'Camera view' })
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        audio: false,
        video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      }),
    )
    expect(screen.getByRole('heading', { name: 'Your passport photo page' })).toBeTruthy()
    expect(screen.getByText('Step 1 of 3')).toBeTruthy()
    // Nothing to take until the video shows its first frame.
    const take = screen.getByRole('button', { name: 'Take photo' })
    expect(take.getAttribute('aria-disabled')).toBe('true')
    fireEvent(document.querySelector('video')!, new Event('loadeddata'))
    await waitFor(() => expect(take.getAttribute('aria-disabled')).toBe('false'))
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    await screen.findByRole('heading', { name: 'Scan your ID' })
    expect(camera.track.readyState).toBe('ended')
    expect(h.path()).toBe('/id_scan/intro')
  })

  it('permission denied: how to allow it, the upload instead, and the analytics event', async () => {
    fakeCamera(refuse('NotAllowedError'))
    const h = await toCapture()
    await screen.findByRole('heading', { name: 'Camera access is blocked' })
    expect(screen.getByText(/select the camera or lock icon next to the address/)).toBeTruthy()
    // Effects run after the paint.
    await waitFor(() =>
      expect(h.publish).toHaveBeenCalledWith('id_scan:permissions-unavailable', { problem: 'denied' }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Upload photos instead' }))
    await screen.findByRole('button', { name: 'Choose a photo' })
    expect(screen.getByRole('heading', { name: 'Your passport photo page' })).toBeTruthy()
    // The camera may come back once the shopper allowed it.
    expect(screen.getByRole('button', { name: 'Use the camera instead' })).toBeTruthy()
  })

  it('camera in use: Try again asks again; could-not-start is the event', async () => {
    const camera = stream()
    const getUserMedia = fakeCamera(refuse('NotReadableError'))
    const h = await toCapture()
    await screen.findByRole('heading', { name: 'Your camera is in use' })
    // Effects run after the paint.
    await waitFor(() => expect(h.publish).toHaveBeenCalledWith('id_scan:could-not-start', { problem: 'busy' }))
    getUserMedia.mockImplementation(async () => camera.stream)
    fireEvent.click(screen.getByRole('button', { name: 'Try the camera again' }))
    await screen.findByRole('img', { name: 'Camera view' })
    expect(getUserMedia).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['NotFoundError', 'No camera found'],
    ['TypeError', 'The camera didn’t start'],
  ])('%s: %s', async (name, title) => {
    fakeCamera(refuse(name))
    await toCapture()
    await screen.findByRole('heading', { name: title })
    expect(screen.getByRole('button', { name: 'Upload photos instead' })).toBeTruthy()
  })

  it('no getUserMedia (a webview): said so, and the upload offered; the camera is not offered back', async () => {
    await toCapture()
    await screen.findByRole('heading', { name: 'This browser can’t use the camera here' })
    expect(screen.queryByRole('button', { name: 'Try the camera again' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Upload photos instead' }))
    await screen.findByRole('button', { name: 'Choose a photo' })
    expect(screen.queryByRole('button', { name: 'Use the camera instead' })).toBeNull()
  })

  it('a frame the page does not allow the camera: its own screen, and the console tells the merchant’s developer', async () => {
    const getUserMedia = fakeCamera(async () => stream().stream)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    Object.defineProperty(document, 'featurePolicy', {
      value: { allowsFeature: (f: string) => f !== 'camera' },
      configurable: true,
    })
    try {
      const h = await toCapture()
      await screen.findByRole('heading', { name: 'The camera can’t be used on this page' })
      expect(getUserMedia).not.toHaveBeenCalled()
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('allow="camera"'))
      // Effects run after the paint.
      await waitFor(() =>
        expect(h.publish).toHaveBeenCalledWith('id_scan:permissions-unavailable', { problem: 'frame' }),
      )
    } finally {
      Reflect.deleteProperty(document, 'featurePolicy')
    }
  })

  it('the upload refuses what is not a photo and what is too large, saying so, and takes the next choice', async () => {
    await toCapture()
    fireEvent.click(await screen.findByRole('button', { name: 'Upload photos instead' }))
    const input = (await screen.findByLabelText('Choose a photo')) as HTMLInputElement
    expect(input.accept).toBe('image/*')
    const choose = (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true })
      // As the browser does once a file is chosen.
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }
    choose(new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }))
    await screen.findByText('We couldn’t open this file. Please choose a photo (JPEG or PNG).')
    choose(new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }))
    await screen.findByText('This file is too large. Please choose a photo under 25 MB.')
  })
})

describe('selfie registration', () => {
  it.each(['selfie_registration', 'selfie-registration'])(
    '%s: the selfie and facial scan alone: its intro, and Start asks for no document',
    async (spelt) => {
      const h = setup({ start: [capture({ document_type: undefined })] }, { type: typeAsRead(spelt) })
      await screen.findByRole('heading', { name: 'Take a selfie' })
      expect(h.path()).toBe('/selfie_registration/intro')
      expect(screen.queryByRole('radio')).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: 'Start' }))
      await waitFor(() => expect(h.path()).toBe('/selfie_registration/page'))
      expect(h.calls[0]).toMatchObject({ action: 'start', body: { biometric_consent: true } })
      expect(h.calls[0]!.body).not.toHaveProperty('document_type')
    },
  )
})
