import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LazyPart, partLoader } from './lazy-part'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

const parts = {
  fallback: <p>Loading…</p>,
  failedText: 'Could not load.',
  retryLabel: 'Try again',
}

describe('partLoader', () => {
  it('downloads once however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const loader = partLoader(load)
    loader.preload()
    loader.preload()
    render(<LazyPart loader={loader} props={{ name: 'Ravi' }} {...parts} />)
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says so when the download fails, and Retry downloads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting)
    const loader = partLoader(load)
    render(<LazyPart loader={loader} props={{ name: 'Meena' }} {...parts} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Hello Meena')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a failed preload leaves the next render free to try again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Greeting)
    const loader = partLoader(load)
    await loader.preload()
    expect(load).toHaveBeenCalledTimes(1)
    render(<LazyPart loader={loader} props={{ name: 'Asha' }} {...parts} />)
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
