import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchBlog, prefetchLatestBlogs } from '@/api';
import { App } from './App.tsx';
import { firstScreenOf } from './firstScreen.ts';
import { preloadFirstScreen } from './router.tsx';
import { createAppQueryClient } from './providers/AppProviders.tsx';

/**
 * The longest the first render waits for the first screen's code and main content (both started
 * by boot.ts). Rendered with them, the screen is drawn once, with its content; without, it is
 * drawn twice or three times (nothing while its code loads, a skeleton, then the content), each
 * costing as much CPU again on a slow phone. Past this, the skeleton shows until the answer arrives.
 */
const FIRST_CONTENT_WAIT_MS = 1000;

function firstContent(client: QueryClient): Promise<unknown> {
  const first = firstScreenOf(window.location.pathname);
  const code = preloadFirstScreen(first);
  if (first?.screen === 'home') return Promise.all([code, prefetchLatestBlogs(client)]);
  if (first?.screen === 'blog') return Promise.all([code, prefetchBlog(client, first.blogId)]);
  return code;
}

/** Renders the app (called once by main.tsx; importing this module does nothing by itself). */
export function start() {
  const client = createAppQueryClient();
  const wait = new Promise((resolve) => setTimeout(resolve, FIRST_CONTENT_WAIT_MS));
  void Promise.race([firstContent(client), wait]).then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App queryClient={client} />
      </StrictMode>,
    ),
  );
}
