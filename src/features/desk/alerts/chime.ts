/**
 * The desk's chime: two soft rising notes made with the Web Audio API, so no sound file is
 * fetched. Browsers keep audio silent until the person has clicked or typed on the page, so the
 * audio context is made (or woken) on such a gesture; before one, a chime is skipped. Nothing
 * here throws: a browser without audio simply stays quiet.
 */

/** The two notes (hertz), when each starts after the first and how long it rings, in seconds. */
const NOTES = [
  { frequency: 659.25, at: 0, length: 0.22 },
  { frequency: 987.77, at: 0.14, length: 0.4 },
] as const

/** How loud each note peaks (of 1): a chime under the page's other sounds, not over them. */
const PEAK = 0.18

/** How soon a note reaches its peak, in seconds: soon enough to sound struck, not clicked. */
const ATTACK = 0.015

/** Gain ramps are exponential and cannot reach 0: "silent" is this. */
const SILENT = 0.0001

let context: AudioContext | null = null

/** Makes the audio context, or wakes it: only from a click or a key press, which browsers require. */
export function unlockChime(): void {
  try {
    if (!context && typeof AudioContext !== 'undefined') context = new AudioContext()
    if (context?.state === 'suspended') void context.resume().catch(() => undefined)
  } catch {
    // No audio here: the chime stays quiet.
  }
}

/**
 * Unlocks the chime on the person's next clicks and key presses, while `wanted()` says the chime
 * is on. Returns the function that stops listening.
 */
export function unlockChimeOnGesture(wanted: () => boolean): () => void {
  const onGesture = () => {
    if (wanted()) unlockChime()
  }
  const events = ['pointerdown', 'keydown'] as const
  for (const type of events) window.addEventListener(type, onGesture, { capture: true })
  return () => {
    for (const type of events) window.removeEventListener(type, onGesture, { capture: true })
  }
}

function playNote(audio: AudioContext, start: number, note: (typeof NOTES)[number]): void {
  const at = start + note.at
  const oscillator = audio.createOscillator()
  const gain = audio.createGain()
  oscillator.type = 'sine'
  oscillator.frequency.setValueAtTime(note.frequency, at)
  gain.gain.setValueAtTime(SILENT, at)
  gain.gain.exponentialRampToValueAtTime(PEAK, at + ATTACK)
  gain.gain.exponentialRampToValueAtTime(SILENT, at + note.length)
  oscillator.connect(gain).connect(audio.destination)
  oscillator.start(at)
  oscillator.stop(at + note.length)
}

/** Plays the chime, if the page may make sound yet; quietly nothing if not. */
export function playChime(): void {
  try {
    if (context?.state !== 'running') return
    for (const note of NOTES) playNote(context, context.currentTime, note)
  } catch {
    // A browser whose audio failed stays quiet rather than break the desk.
  }
}
