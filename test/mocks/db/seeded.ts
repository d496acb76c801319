/**
 * A seeded pseudo-random generator (mulberry32) for the mock catalogue: variety in prices, tags and file
 * sizes that is the same on every run, in the tests, the simulated CMS and the browser alike.
 */

/** A number for a text (FNV-1a), to seed one generator per product or file. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A generator of numbers in [0, 1) that repeats for the same seed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
