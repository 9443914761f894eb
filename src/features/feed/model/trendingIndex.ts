/** Trending items are numbered with a two-digit index: 1 -> "01", 10 -> "10" (SPEC.md). */
export function formatTrendingIndex(position: number): string {
  return String(position).padStart(2, '0');
}
