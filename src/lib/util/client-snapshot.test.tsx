import { act, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { setHydrating, useClientSnapshot } from './client-snapshot'

const noSubscription = () => () => {}
const inBrowser = () => 'browser'

function Probe({ seen }: { seen: string[] }) {
  const value = useClientSnapshot(noSubscription, inBrowser, 'server')
  seen.push(value)
  return <p>{value}</p>
}

afterEach(() => setHydrating(false))

describe('useClientSnapshot', () => {
  it('reads the browser’s value from the first render when nothing is being hydrated', () => {
    const seen: string[] = []
    const { container } = render(<Probe seen={seen} />)
    expect(container.textContent).toBe('browser')
    expect(seen.every((value) => value === 'browser')).toBe(true)
  })

  it('hydrates with the server’s value and takes the browser’s after', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe seen={[]} />)
    document.body.append(container)
    expect(container.textContent).toBe('server')

    const seen: string[] = []
    setHydrating(true)
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />)
    })
    expect(container.textContent).toBe('browser')
    expect(seen[0]).toBe('server')
    expect(seen.at(-1)).toBe('browser')
    container.remove()
  })
})
