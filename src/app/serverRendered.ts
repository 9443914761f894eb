import type { QueryClient } from '@tanstack/react-query';
import { seedBlog, seedLatestBlogs } from '@/api';
import type { FirstScreenData } from '@/contract';

/**
 * Puts a first screen's answers in the query cache as its screen's queries would have (the server
 * before rendering, the browser before hydrating): the same cache draws the same HTML.
 */
export function seedFirstScreen(client: QueryClient, data: FirstScreenData) {
  if (data.screen === 'home') seedLatestBlogs(client, data.latest.blogs, data.latest.totalDocs);
  else seedBlog(client, data.blogId, data.blog);
}
