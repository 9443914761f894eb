import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { countRead, prefetchBlog, prefetchLatestBlogs } from '@/api';
import { getAccessToken, prepareSanitizer } from '@/lib';
import { activateLanguage, drawnLanguage, initialLanguage } from '@/lib/i18n';
import { App } from './App.tsx';
import { firstScreenOf, serverRenderedData } from './firstScreen.ts';
import { preloadFirstScreen } from './router.tsx';
import { createAppQueryClient } from './providers/AppProviders.tsx';
import { seedFirstScreen } from './serverRendered.ts';

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

const app = (client: QueryClient) => (
  <StrictMode>
    <App queryClient={client} />
  </StrictMode>
);

/**
 * Marks the end of hydration: the root loses data-server-rendered once React has taken over the
 * server's HTML (its effects run after the whole tree is hydrated). Until then the page is shown
 * but its buttons do nothing yet; the e2e journeys wait for this before acting (e2e/fixtures.ts).
 */
function Hydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => root.removeAttribute('data-server-rendered'), [root]);
  return children;
}

/** The app's language, its catalogue loaded; English when that one cannot be fetched. */
const startLanguage = (language: Parameters<typeof activateLanguage>[0]) =>
  activateLanguage(language).catch(() => activateLanguage('en')).catch(() => undefined);

/**
 * The browser's sanitiser for the HTML in blocks (src/lib/sanitizeHtml.ts): nothing to load where
 * the browser has the Sanitizer API; elsewhere DOMPurify, fetched beside the rest before the first
 * render. Should it fail to load, text shows as text.
 */
const sanitizerReady = () => prepareSanitizer().catch(() => undefined);

/**
 * Renders the app (called once by main.tsx; importing this module does nothing by itself).
 *
 * Both ways run in a transition: React then renders in slices of a few milliseconds and lets the
 * browser in between, instead of one task of several hundred milliseconds on a slow phone (drawn by
 * the browser, the home and blog pages' total blocking time at 4x CPU slowdown went from 240-360 ms
 * to 160-210 ms, docs/decisions/0013-first-screens-and-kept-answers.md).
 */
export function start() {
  const client = createAppQueryClient();
  const root = document.getElementById('root')!;
  const rendered = serverRenderedData(window.location.pathname);
  if (rendered && !getAccessToken()) {
    // A visitor's page arrived with its first screen drawn from these answers: the app starts from
    // the same answers and takes over the HTML as it is (nothing is drawn again, nothing asked again).
    seedFirstScreen(client, rendered);
    // Its code failing to load is the screen's to report (the route's error boundary, drawn anew).
    // The language is the one the server drew the page in, so that hydration finds the same text.
    const code = preloadFirstScreen(firstScreenOf(rendered.path)).catch(() => undefined);
    void Promise.all([code, startLanguage(drawnLanguage() ?? initialLanguage()), sanitizerReady()]).then(() => {
      startTransition(() => {
        hydrateRoot(root, <Hydrated root={root}>{app(client)}</Hydrated>);
      });
      // get-blog was not asked, and it is what counts a read: this does instead.
      if (rendered.screen === 'blog') countRead(rendered.blogId).catch(() => undefined);
    });
    return;
  }
  const wait = new Promise((resolve) => setTimeout(resolve, FIRST_CONTENT_WAIT_MS));
  void Promise.all([startLanguage(initialLanguage()), sanitizerReady(), Promise.race([firstContent(client), wait])]).then(() => {
    // A signed-in reader's screen differs from the visitor's the server drew (hidden for them,
    // global.css.ts): it is drawn anew.
    if (root.hasAttribute('data-server-rendered')) {
      root.replaceChildren();
      root.removeAttribute('data-server-rendered');
    }
    startTransition(() => {
      createRoot(root).render(app(client));
    });
  });
}
