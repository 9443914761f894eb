/** Blog ids as the server makes them: nothing that decoding could change, so early calls are the page's calls. */
const BLOG_PATH = /^\/blogs\/([A-Za-z0-9_-]+)\/?$/;

/** The reading screen an address opens, when it is one the app prepares early (boot.ts, start.tsx). */
export type FirstScreen = { screen: 'home' } | { screen: 'blog'; blogId: string } | null;

export function firstScreenOf(pathname: string): FirstScreen {
  if (pathname === '/') return { screen: 'home' };
  const blog = BLOG_PATH.exec(pathname);
  return blog ? { screen: 'blog', blogId: blog[1]! } : null;
}
