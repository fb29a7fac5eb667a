/**
 * Hashes for seeded, reproducible choices (the peer review's tie-break, a committee's draw): the same text and seed
 * always give the same number, on the server and in the console alike.
 */

/** 32-bit string hash (FNV-1a). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 32-bit mixer (murmur3's finaliser): equal inputs give equal outputs, near inputs scatter. */
export function mix(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
