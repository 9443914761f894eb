import { earlyCall, getAccessToken, startEarly } from '@/lib';
import { firstScreenOf, serverRenderedData } from './firstScreen.ts';

/**
 * The reading screens, home and a blog, are where people arrive. For those, the screen's code and
 * its first API calls start here, while the app's code is still loading, instead of one after the
 * other once React has started and the router has matched. The router's lazy route and the
 * screen's own fetchers then find both under way (boot.test.ts checks that the calls below are
 * exactly the screens' calls, so none is sent twice).
 */
export function startFirstScreen(pathname: string) {
  const first = firstScreenOf(pathname);
  // A visitor's page that arrived rendered, with its answers: only the screen's code is needed
  // (start.tsx hydrates it; a blog's read is counted then).
  const rendered = !getAccessToken() && serverRenderedData(pathname) !== null;
  if (first?.screen === 'home') {
    import('./routes/HomeRoute.tsx').catch(() => undefined);
    // Not trending: its ranking is recomputed every second and, on the embedded database, holds the
    // server's one thread long enough to delay the screen's code behind it. Its list asks for it when it mounts.
    if (!rendered) startEarly([earlyCall('latestBlogs', { page: 1 }), earlyCall('allLatestBlogsCount', {})]);
  } else if (first?.screen === 'blog') {
    import('./routes/BlogRoute.tsx').catch(() => undefined);
    if (!rendered) startEarly([earlyCall('getBlog', { blog_id: first.blogId })]);
  } else if (first?.screen === 'editor') {
    // The largest chunk: it loads beside the app's; the blog itself starts in start.tsx (it needs the session).
    import('./routes/EditorRoute.tsx').catch(() => undefined);
  }
}
