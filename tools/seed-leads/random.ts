/**
 * A small seeded random source, so that one `--seed` always makes the same sample leads
 * (Math.random cannot be seeded). mulberry32: fast, 32 bits of state, plenty for sample data.
 */

export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** One of `table`'s keys, each as likely as its weight. */
  weighted<K extends string>(table: Readonly<Record<K, number>>): K
  /** `length` characters of `alphabet`, each equally likely. */
  token(length: number, alphabet: string): string
}

/** A 32-bit number from any text (FNV-1a), so a seed may be a word as well as a number. */
export function seedNumber(seed: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function seededRandom(seed: string): Random {
  let state = seedNumber(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('cannot pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<K extends string>(table: Readonly<Record<K, number>>): K {
      const entries = Object.entries(table) as [K, number][]
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [key, weight] of entries) {
        roll -= weight
        if (roll < 0) return key
      }
      return (entries.at(-1) as [K, number])[0]
    },
    token: (length, alphabet) =>
      Array.from({ length }, () => alphabet.charAt(int(0, alphabet.length - 1))).join(''),
  }
}
