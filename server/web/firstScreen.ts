import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenData, Language } from '../../src/contract/index.ts';

/**
 * The kept public answers a first screen starts from, as JSON text exactly as a visitor's call gets
 * it (with its counts). routes/blogs.ts provides them: the same kept entries its calls answer with.
 */
export interface FirstScreenAnswers {
  /** latest-blogs page 1 and all-latest-blogs-count. */
  home(): Promise<{ latest: string; count: string }>;
  /** get-blog's answer for a visitor, with the blog's _id (for its cache tag); null when a visitor may not open it. */
  blog(blogId: string): Promise<{ json: string; id: string } | null>;
}

/** Where the routes put their answers for the pages (Context.firstScreens): filled when the routes register. */
export class FirstScreenSource {
  private answers: FirstScreenAnswers | null = null;
  provide(answers: FirstScreenAnswers) {
    this.answers = answers;
  }
  get(): FirstScreenAnswers | null {
    return this.answers;
  }
}

/** The app's server entry (src/app/ssr.tsx) as vite.config.ts builds it. */
export interface FirstScreenRenderer {
  renderFirstScreen(data: FirstScreenData, language?: Language): Promise<string>;
}

/** Written by the build beside the server entry: which client build it was made with. */
export const SSR_STAMP = 'stamp.json';
export const SSR_ENTRY = 'ssr.js';

/** The fingerprint of a client build: its index.html and first-screens.json name every hashed file. */
export function clientBuildId(distDir: string): string {
  const hash = createHash('sha256');
  for (const f of ['index.html', 'first-screens.json']) {
    const p = join(distDir, f);
    hash.update(existsSync(p) ? readFileSync(p) : Buffer.alloc(0));
  }
  return hash.digest('hex');
}

/**
 * The server entry built with the app being served, or null (none built, or built with another
 * client build: its class names and markup could differ from the browser's, and hydration does not
 * repair attributes). Without it, pages are sent as before: the head, and the app draws the screen.
 */
export async function loadFirstScreenRenderer(ssrDir: string, distDir: string, log: { warn(obj: object, msg: string): void }): Promise<FirstScreenRenderer | null> {
  const entry = join(ssrDir, SSR_ENTRY);
  if (!existsSync(entry)) return null;
  try {
    const stamp = JSON.parse(readFileSync(join(ssrDir, SSR_STAMP), 'utf8')) as { client?: string };
    if (stamp.client !== clientBuildId(distDir)) {
      log.warn({ ssrDir, distDir }, 'the server render was built with another app build: pages are not rendered on the server (run `npm run build`)');
      return null;
    }
    const mod = (await import(pathToFileURL(entry).href)) as Partial<FirstScreenRenderer>;
    return typeof mod.renderFirstScreen === 'function' ? (mod as FirstScreenRenderer) : null;
  } catch (err) {
    log.warn({ err, ssrDir }, 'the server render could not be loaded: pages are not rendered on the server');
    return null;
  }
}
