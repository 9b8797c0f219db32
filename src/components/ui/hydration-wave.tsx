import { Suspense, use, type ReactNode } from 'react'
import { isHydrating } from '@/lib/util/client-snapshot'
import { whenIdle } from '@/lib/util/next-task'

/**
 * Taking a prerendered page over in waves. The parts of a long list below the first screen are
 * already drawn by the HTML; the app takes them over after the rest of the page, a wave at a
 * time, each in an idle moment of its own. The page's first commit then holds only what a buyer
 * sees first, and no wave is a long task on a phone.
 *
 * A part held back keeps its prerendered HTML (React leaves a Suspense boundary that suspends
 * while hydrating as the server drew it). The first touch, click, key press or focus anywhere
 * lets every wave go at once, before React sees the event: React then takes the part the event
 * is for over on the spot and hands it the event. New props (a search, the prices arriving) take
 * a part over first, then apply.
 *
 * A part is held back only in the page's own first render (up to its commit). Any change above a
 * held part after that (the router's state, a context, new props) makes React take it over at
 * once, then apply the change: were it held back then, React would draw it afresh instead, and a
 * change made in a transition would wait, redrawn and thrown away again, for every wave to go.
 */

interface Wave {
  promise: Promise<void>
  release: () => void
}

const waves: Wave[] = []
let released = 0
let releasing = false

function waveOf(order: number): Promise<void> {
  while (waves.length <= order) {
    let release = () => {}
    const promise = new Promise<void>((resolve) => (release = resolve))
    waves.push({ promise, release })
  }
  startReleasing()
  return (waves[order] as Wave).promise
}

/** Events that come before anything a buyer does to a part of the page. */
const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/**
 * Lets `wave` go, marked as settled the way React reads a promise it was given (`use`), so a
 * part that React takes over within the same event finds it settled, not pending.
 */
function settle(wave: Wave): void {
  Object.assign(wave.promise, { status: 'fulfilled', value: undefined })
  wave.release()
}

function releaseNext(): void {
  const wave = waves[released]
  if (!wave) {
    stopReleasing()
    return
  }
  released += 1
  settle(wave)
  // Idle again only once React has taken this wave over (its render and commit are tasks).
  whenIdle(releaseNext)
}

function releaseAll(): void {
  while (released < waves.length) settle(waves[released++] as Wave)
  stopReleasing()
}

function stopReleasing(): void {
  releasing = false
  for (const type of INPUT_EVENTS) window.removeEventListener(type, releaseAll, true)
}

/**
 * Takes the held-back waves over, one per idle moment. React comes to a boundary of a page it
 * hydrates once the page's own commit is in, so the first wave waits for that and an idle moment.
 */
function startReleasing(): void {
  if (releasing || released >= waves.length) return
  releasing = true
  // Capturing at the window: before React's own listeners on the app's root.
  for (const type of INPUT_EVENTS) window.addEventListener(type, releaseAll, true)
  whenIdle(releaseNext)
}

interface HydrationWaveProps {
  /**
   * Which wave takes this part over from the prerendered HTML (0 first); null to take it over
   * with the page. A part rendered in the browser (not taken over) shows at once either way.
   */
  wave: number | null
  children: ReactNode
}

function Gate({ wave, children }: HydrationWaveProps) {
  if (wave !== null && isHydrating()) use(waveOf(wave))
  return children
}

/** A part of a prerendered page taken over in wave `wave` (see above). */
export function HydrationWave({ wave, children }: HydrationWaveProps) {
  return (
    <Suspense fallback={null}>
      <Gate wave={wave}>{children}</Gate>
    </Suspense>
  )
}

/** Forgets every wave (tests). */
export function resetHydrationWaves(): void {
  stopReleasing()
  waves.length = 0
  released = 0
}
