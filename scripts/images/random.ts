// A seeded random source, so that the same seed always draws the same picture (the generator
// must give the same bytes for the same input).
import { createHash } from "node:crypto";

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** sfc32, seeded from the SHA-256 of the seed text: small, fast and well distributed. */
export function seededRandom(seed: string): Random {
  const digest = createHash("sha256").update(seed).digest();
  let [a, b, c, d] = [0, 4, 8, 12].map((offset) => digest.readUInt32LE(offset)) as [
    number,
    number,
    number,
    number,
  ];
  function next(): number {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  const random: Random = {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    chance: (probability) => next() < probability,
  };
  return random;
}
