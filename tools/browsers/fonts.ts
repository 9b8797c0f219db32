/**
 * The Devanagari font the browser tests read Hindi pages with: Noto Sans Devanagari, the one an
 * Android phone sets Hindi in, from Debian's fonts-noto-core. Without a Devanagari font the
 * browser draws boxes of another size, and the tests that measure a Hindi page's layout (no
 * clipped words, no sideways scrolling) would measure those.
 */
import { spawnSync } from 'node:child_process'

export const DEVANAGARI_FONT_PACKAGES = ['fonts-noto-core'] as const

/** Whether fontconfig knows a font for Hindi (false where it cannot be asked). */
export function hasDevanagariFont(): boolean {
  const listed = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' })
  return listed.status === 0 && listed.stdout.trim() !== ''
}
