import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The parts of Web Audio the chime uses, recording what it was asked to play. */
class FakeAudioContext {
  static made = 0
  static last: FakeAudioContext | null = null
  state: AudioContextState = 'suspended'
  currentTime = 3
  destination = {}
  notes: number[] = []
  constructor() {
    FakeAudioContext.made++
    FakeAudioContext.last = this
  }
  resume = vi.fn(async () => {
    this.state = 'running'
  })
  createGain() {
    const gain = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }
    return { gain, connect: (next: unknown) => next }
  }
  createOscillator() {
    const frequency = { setValueAtTime: (hertz: number) => this.notes.push(hertz) }
    return { type: '', frequency, connect: (next: unknown) => next, start: vi.fn(), stop: vi.fn() }
  }
}

// A fresh module per test: it keeps its audio context.
async function load() {
  vi.resetModules()
  return import('./chime')
}

beforeEach(() => {
  FakeAudioContext.made = 0
  FakeAudioContext.last = null
  vi.stubGlobal('AudioContext', FakeAudioContext)
})
afterEach(() => vi.unstubAllGlobals())

describe('the chime', () => {
  it('makes no sound, and no audio context, before the person clicks or types', async () => {
    const chime = await load()
    chime.playChime()
    expect(FakeAudioContext.made).toBe(0)
  })

  it('is unlocked by a gesture while wanted, and then plays two notes, the second higher', async () => {
    const chime = await load()
    let wanted = false
    const stop = chime.unlockChimeOnGesture(() => wanted)
    window.dispatchEvent(new Event('pointerdown'))
    expect(FakeAudioContext.made).toBe(0)
    wanted = true
    window.dispatchEvent(new Event('keydown'))
    expect(FakeAudioContext.made).toBe(1)
    await Promise.resolve()
    stop()
    chime.playChime()
    const [first = 0, second = 0, ...more] = FakeAudioContext.last?.notes ?? []
    expect(more).toEqual([])
    expect(second).toBeGreaterThan(first)
  })

  it('stays quiet, and never throws, where the browser has no audio', async () => {
    vi.stubGlobal('AudioContext', undefined)
    const chime = await load()
    expect(() => {
      chime.unlockChime()
      chime.playChime()
    }).not.toThrow()
  })
})
