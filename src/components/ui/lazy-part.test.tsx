import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { failedChunkUrl, LazyPart, partLoader } from './lazy-part'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

/** The part is what the download resolves to. */
const itself = (Part: typeof Greeting) => Part

const parts = {
  fallback: <p>Loading…</p>,
  failedText: 'Could not load.',
  retryLabel: 'Try again',
}

/** A `load` whose downloads the test settles one by one, in the order they were asked for. */
function controlledAttempts() {
  const settlers: ((outcome: typeof Greeting | Error) => void)[] = []
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        settlers.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)))
      }),
  )
  const settle = (attempt: number, outcome: typeof Greeting | Error) => {
    const settler = settlers[attempt]
    if (!settler) throw new Error(`download ${attempt + 1} was never asked for`)
    settler(outcome)
  }
  return { load, settle }
}

describe('partLoader', () => {
  it('downloads once however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const loader = partLoader(load, itself)
    loader.preload()
    loader.preload()
    render(<LazyPart loader={loader} props={{ name: 'Ravi' }} {...parts} />)
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('renders a part whose code has run in the same commit when asked to, else after its fallback', async () => {
    const loader = partLoader(() => Promise.resolve(Greeting), itself)
    await loader.preload()
    const atOnce = render(
      <LazyPart loader={loader} props={{ name: 'Asha' }} atOnceWhenReady {...parts} />,
    )
    expect(screen.getByText('Hello Asha')).toBeInTheDocument()
    atOnce.unmount()
    render(<LazyPart loader={loader} props={{ name: 'Asha' }} {...parts} />)
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument()
  })

  it('says so when the download fails, and Retry downloads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting)
    const loader = partLoader(load, itself)
    render(<LazyPart loader={loader} props={{ name: 'Meena' }} {...parts} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Hello Meena')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('Retry downloads again when the download under way, begun before it, fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const attempts = controlledAttempts()
    const loader = partLoader(attempts.load, itself)
    render(<LazyPart loader={loader} props={{ name: 'Meena' }} {...parts} />)
    attempts.settle(0, new TypeError('offline'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load.')
    // The page's idle preload asks while the connection is still down ...
    loader.preload()
    // ... and the visitor presses Retry before that request has failed.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    attempts.settle(1, new TypeError('offline'))
    await vi.waitFor(() => expect(attempts.load).toHaveBeenCalledTimes(3))
    attempts.settle(2, Greeting)
    expect(await screen.findByText('Hello Meena')).toBeInTheDocument()
  })

  it('Retry takes a download under way when it succeeds, without asking again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const attempts = controlledAttempts()
    const loader = partLoader(attempts.load, itself)
    render(<LazyPart loader={loader} props={{ name: 'Ravi' }} {...parts} />)
    attempts.settle(0, new TypeError('offline'))
    await screen.findByRole('alert')
    loader.preload()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    attempts.settle(1, Greeting)
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument()
    expect(attempts.load).toHaveBeenCalledTimes(2)
  })

  it('a failed preload leaves the next render free to try again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Greeting)
    const loader = partLoader(load, itself)
    await loader.preload()
    expect(load).toHaveBeenCalledTimes(1)
    render(<LazyPart loader={loader} props={{ name: 'Asha' }} {...parts} />)
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  describe('in a browser that keeps a module that failed to download', () => {
    const origin = window.location.origin
    const chunk = `${origin}/assets/greeting-Ab12Cd34.js`
    /** How Chromium says an import failed; it says so again, at once, for every later import. */
    const kept = () => new TypeError(`Failed to fetch dynamically imported module: ${chunk}`)

    it('Retry fetches the same file under an address of its own', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const load = vi.fn<() => Promise<{ Greeting: typeof Greeting }>>().mockRejectedValue(kept())
      const importUrl = vi.fn(() => Promise.resolve({ Greeting }))
      const loader = partLoader(load, (module: { Greeting: typeof Greeting }) => module.Greeting, {
        importUrl,
      })
      render(<LazyPart loader={loader} props={{ name: 'Meena' }} {...parts} />)
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not load.')
      expect(importUrl).not.toHaveBeenCalled()

      await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByText('Hello Meena')).toBeInTheDocument()
      expect(importUrl.mock.calls).toEqual([[`${chunk}?retry=1`]])
    })

    it('asks under a new address at each retry, and shows the failure while the file cannot be had', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValue(kept())
      const importUrl = vi
        .fn<(url: string) => Promise<unknown>>()
        .mockRejectedValueOnce(new TypeError('offline'))
        .mockResolvedValue(Greeting)
      const loader = partLoader(load, itself, { importUrl })
      render(<LazyPart loader={loader} props={{ name: 'Asha' }} {...parts} />)
      await screen.findByRole('alert')
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not load.')
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByText('Hello Asha')).toBeInTheDocument()
      expect(importUrl.mock.calls).toEqual([[`${chunk}?retry=1`], [`${chunk}?retry=2`]])
    })
  })
})

describe('failedChunkUrl', () => {
  const origin = 'https://www.example.in'

  it('reads the file Chromium and Firefox name, without its query', () => {
    const chromium = new TypeError(
      `Failed to fetch dynamically imported module: ${origin}/assets/gst-form-NgLHcTV5.js`,
    )
    const firefox = new TypeError(
      `error loading dynamically imported module: ${origin}/assets/order-form-Dx.js?retry=1`,
    )
    expect(failedChunkUrl(chromium, origin)).toBe(`${origin}/assets/gst-form-NgLHcTV5.js`)
    expect(failedChunkUrl(firefox, origin)).toBe(`${origin}/assets/order-form-Dx.js`)
  })

  it('is null when no file is named (Safari), or it is not this site’s', () => {
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'), origin)).toBeNull()
    const elsewhere = new TypeError(
      'Failed to fetch dynamically imported module: https://cdn.example.com/x.js',
    )
    expect(failedChunkUrl(elsewhere, origin)).toBeNull()
    expect(failedChunkUrl('not an error', origin)).toBeNull()
  })
})
