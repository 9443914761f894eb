import type { MainCategory } from '@/contract';

/** Clicking the active category again returns to the home feed (SPEC.md section 4). */
export function nextCategory(current: MainCategory | null, clicked: MainCategory): MainCategory | null {
  return current === clicked ? null : clicked;
}

/** Tags are stored lowercased, so a category filters by its lowercased name. */
export function categoryFromTag(category: MainCategory | string): string {
  return category.toLowerCase();
}
