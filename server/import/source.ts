import type { Simplifications } from './html-to-blocks.ts';

/** What every format's reader gives the import job, one post at a time. */
export interface SourcePost {
  /** Stable within its source (the format and the source's own id): the same post twice is skipped. */
  key: string;
  /** How the import report names it (its title, or its file). */
  label: string;
  title: string;
  /** The source's excerpt or subtitle ('' when it has none: the text's first words are taken). */
  des: string;
  tags: string[];
  publishedAt?: Date;
  draft: boolean;
  canonicalUrl?: string;
  /** The language it is written in (a BCP 47 tag), when the source says it. */
  language?: string;
  /** Its path on the old site (from its URL), for a moved link. */
  oldPath?: string;
  /** The banner image: an http(s) URL or a file of the archive (see SourceFiles). */
  banner?: string;
  /** Its body as HTML, or as the editor's blocks already (this site's own export). */
  html?: string;
  blocks?: unknown[];
  /** The blog_id it had (this site's own export: kept where it is free). */
  blogId?: string;
  /** Who wrote it there, when the format says (WordPress, Ghost): a whole site's import gives the post to the member with that e-mail. */
  author?: { email: string; login: string; name: string };
  /** What the reader simplified before the HTML's mapping (a Markdown file's raw HTML), which the mapping adds to. */
  simplified?: Simplifications;
  /** Why it cannot be imported (the report's reason), when the reader already knows. */
  skip?: string;
}

/** Images inside the file: the bytes of a reference (an img src, a banner), or null when it is not in the file. */
export interface SourceFiles {
  read(ref: string): Promise<Buffer | null>;
}

export interface SourceReader {
  format: string;
  posts(): AsyncGenerator<SourcePost>;
  /** How many posts posts() will yield, when the reader counts them more cheaply than by reading them. */
  count?(): Promise<number>;
  files: SourceFiles;
  close(): void;
}

export const noFiles: SourceFiles = { read: async () => null };

/** The path of a URL of the old site ('/2019/05/my-post/' -> '/2019/05/my-post'), or undefined. */
export function pathOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, 'http://old.invalid');
    const path = normalisePath(decodeURIComponent(u.pathname));
    return path === '/' ? undefined : path;
  } catch {
    return undefined;
  }
}

/** One spelling of a path for moved links: no trailing slash, no query. */
export function normalisePath(path: string): string {
  const p = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return p.startsWith('/') ? p || '/' : `/${p}`;
}

/** A date a source wrote, or undefined when it is none. */
export function dateOf(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) || d.getFullYear() < 1990 || d.getTime() > Date.now() + 366 * 24 * 3600 * 1000 ? undefined : d;
}
