import { describe, expect, it } from 'vitest';
import { blogCard } from '@/testing/fixtures';
import { formatTrendingIndex } from './model/trendingIndex.ts';
import { flattenPages, nextPageOf, type BlogsPage } from '@/api';
import { categoryFromTag, nextCategory } from './model/category.ts';

describe('trending index', () => {
  it('pads to two digits', () => {
    expect(formatTrendingIndex(1)).toBe('01');
    expect(formatTrendingIndex(9)).toBe('09');
    expect(formatTrendingIndex(10)).toBe('10');
  });
});

describe('Load More paging', () => {
  const page = (n: number, count: number, totalDocs = -1): BlogsPage => ({
    page: n,
    totalDocs,
    blogs: Array.from({ length: count }, (_, i) => blogCard((n - 1) * 10 + i + 1)),
  });
  it('offers the next page while the total exceeds the loaded count', () => {
    const first = page(1, 10, 25);
    expect(nextPageOf(first, [first])).toBe(2);
    const second = page(2, 10);
    expect(nextPageOf(second, [first, second])).toBe(3);
    const third = page(3, 5);
    expect(nextPageOf(third, [first, second, third])).toBeUndefined();
  });
  it('stops on an empty page even if the count promised more', () => {
    const first = page(1, 10, 30);
    const empty = page(2, 0);
    expect(nextPageOf(empty, [first, empty])).toBeUndefined();
  });
  it('offers nothing when everything fits on the first page', () => {
    const first = page(1, 3, 3);
    expect(nextPageOf(first, [first])).toBeUndefined();
  });
  it('flattens pages without repeating a blog that moved to the next page', () => {
    const a = page(1, 2, 4);
    const b: BlogsPage = { page: 2, totalDocs: -1, blogs: [a.blogs[1], blogCard(99)] };
    expect(flattenPages([a, b]).map((x) => x.blog_id)).toEqual([a.blogs[0].blog_id, a.blogs[1].blog_id, blogCard(99).blog_id]);
  });
});

describe('category filter', () => {
  it('selects a category, and the active one again returns home', () => {
    expect(nextCategory(null, 'Tech')).toBe('Tech');
    expect(nextCategory('Tech', 'Music')).toBe('Music');
    expect(nextCategory('Tech', 'Tech')).toBeNull();
  });
  it('filters by the lowercased tag', () => {
    expect(categoryFromTag('Pop Culture')).toBe('pop culture');
  });
});
