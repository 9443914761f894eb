/** A small seeded PRNG (mulberry32): the same seed gives the same community every time. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  /** A skewed pick: a few items get most of the choices (authors, popular blogs). */
  const skewed = <T>(list: readonly T[]) => list[Math.floor(Math.pow(next(), 2.2) * list.length)];
  const uuid = () => {
    const h = (n: number) => Math.floor(next() * 16 ** n).toString(16).padStart(n, '0');
    return `${h(8)}-${h(4)}-4${h(3)}-${(8 + int(0, 3)).toString(16)}${h(3)}-${h(6)}${h(6)}`;
  };
  return { next, int, pick, skewed, uuid };
}
export type Rng = ReturnType<typeof rng>;
