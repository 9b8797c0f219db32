import { act, createContext, startTransition, use, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setHydrating } from '@/lib/util/client-snapshot'
import { HydrationWave, resetHydrationWaves } from './hydration-wave'

/** Something the page above the parts provides (the router's state, a session). */
const Above = createContext('first')

/** A button that counts its presses: it counts only once React has taken it over. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0)
  const above = use(Above)
  return (
    <button type="button" data-above={above} onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  )
}

/** Part 0 with the page; parts 1 and 2 in wave 0, part 3 in wave 1. */
const WAVES = [null, 0, 0, 1]

function Parts({ waves, above = 'first' }: { waves: readonly (number | null)[]; above?: string }) {
  return (
    <Above value={above}>
      <div>
        {waves.map((wave, index) => (
          <HydrationWave key={index} wave={wave}>
            <Counter name={`part ${index}`} />
          </HydrationWave>
        ))}
      </div>
    </Above>
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
  setHydrating(true)
  await act(async () => {
    root = hydrateRoot(container, <Parts waves={WAVES} />)
  })
  // The page's commit is in (the app's start says so once it is: src/app/mount.tsx).
  setHydrating(false)
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
      root.render(<Parts waves={WAVES} />)
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

  it('takes the held parts over at once, not drawn afresh, when the page above them changes', async () => {
    const buttons = await hydrate()
    const made = vi.spyOn(document, 'createElement')
    await act(async () => {
      // As the app's own updates come: in a transition.
      startTransition(() => root?.render(<Parts waves={WAVES} above="second" />))
    })
    expect(made).not.toHaveBeenCalled()
    expect([...container.querySelectorAll('button')]).toEqual(buttons)
    expect(buttons.map(takenOver)).toEqual([true, true, true, true])
    expect(buttons.map((button) => button.dataset.above)).toEqual(WAVES.map(() => 'second'))
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
