/** Blog ids as the server makes them: nothing that decoding could change, so early calls are the page's calls. */
const BLOG_PATH = /^\/blogs\/([A-Za-z0-9_-]+)\/?$/;

const EDITOR_PATH = /^\/editor(?:\/([A-Za-z0-9_-]+))?\/?$/;

/** The screen an address opens, when it is one the app prepares early (boot.ts: the reading screens; start.tsx: those and the editor). */
export type FirstScreen = { screen: 'home' } | { screen: 'blog'; blogId: string } | { screen: 'editor'; blogId?: string } | null;

export function firstScreenOf(pathname: string): FirstScreen {
  if (pathname === '/') return { screen: 'home' };
  const editor = EDITOR_PATH.exec(pathname);
  if (editor) return editor[1] ? { screen: 'editor', blogId: editor[1] } : { screen: 'editor' };
  const blog = BLOG_PATH.exec(pathname);
  return blog ? { screen: 'blog', blogId: blog[1]! } : null;
}
