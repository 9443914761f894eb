import type { FirstScreenData } from '@/contract';
import { FIRST_SCREEN_DATA_ID } from '@/contract/constants';

export type { FirstScreenData } from '@/contract';
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

let serverData: FirstScreenData | null | undefined;

/**
 * The data of a first screen the server rendered into this page, or null: none, another address's,
 * or unreadable. The page is the same for everyone; a signed-in reader's screens differ (their
 * bookmark, their menu), so start.tsx draws those itself and only a visitor's is hydrated.
 */
export function serverRenderedData(pathname: string): FirstScreenData | null {
  if (serverData !== undefined) return serverData;
  serverData = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return serverData;
  try {
    const data = JSON.parse(text) as FirstScreenData;
    if (data && data.path === pathname && (data.screen === 'home' || data.screen === 'blog')) serverData = data;
  } catch {
    // A page cut short: the app loads its data as it would without.
  }
  return serverData;
}
