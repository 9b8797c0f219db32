import { act, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HydrationWave, resetHydrationWaves } from './hydration-wave'

/** A button that counts its presses: it counts only once React has taken it over. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  )
}

/** Part 0 with the page; parts 1 and 2 in wave 0, part 3 in wave 1. */
const WAVES = [null, 0, 0, 1]

function Parts({ waves }: { waves: readonly (number | null)[] }) {
  return (
    <div>
      {waves.map((wave, index) => (
        <HydrationWave key={index} wave={wave}>
          <Counter name={`part ${index}`} />
        </HydrationWave>
      ))}
    </div>
  )
}

const takenOver = (button: Element) =>
  Object.keys(button).some((key) => key.startsWith('__reactFiber'))

let idle: (() => void)[]
let container: HTMLDivElement
let root: Root | undefined

beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  resetHydrationWaves()
  vi.unstubAllGlobals()
})

/** The page as the build drew it, then taken over as the app does (waves as given). */
async function hydrate() {
  container.innerHTML = renderToString(<Parts waves={WAVES.map(() => null)} />)
  await act(async () => {
    root = hydrateRoot(container, <Parts waves={WAVES} />)
  })
  return [...container.querySelectorAll('button')]
}

/** The browser is idle once: the next wave goes, and React takes it over. */
async function idleMoment() {
  await act(async () => idle.shift()?.())
}

describe('HydrationWave', () => {
  it('shows its part at once where it is rendered, not taken over', () => {
    act(() => {
      root = createRoot(container)
      root.render(<Parts waves={WAVES.map(() => null)} />)
    })
    expect(container.querySelectorAll('button')).toHaveLength(WAVES.length)
    expect(idle).toHaveLength(0)
  })

  it('keeps the prerendered parts and takes them over a wave per idle moment', async () => {
    const [first, ...rest] = await hydrate()
    expect(takenOver(first!)).toBe(true)
    expect(rest.map(takenOver)).toEqual([false, false, false])

    await idleMoment()
    expect(rest.map(takenOver)).toEqual([true, true, false])
    await idleMoment()
    expect(rest.map(takenOver)).toEqual([true, true, true])
    // The prerendered buttons themselves were taken over, not drawn again.
    expect([...container.querySelectorAll('button')]).toEqual([first, ...rest])
    expect(idle.length).toBeLessThanOrEqual(1)
  })

  it('lets every wave go at the first touch, and the tap reaches the part it was for', async () => {
    const buttons = await hydrate()
    const last = buttons[3]!
    await act(async () => {
      last.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      last.click()
    })
    expect(buttons.map(takenOver)).toEqual([true, true, true, true])
    expect(last).toHaveTextContent('part 3 1')
  })
})
