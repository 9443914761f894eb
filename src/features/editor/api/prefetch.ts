import type { Blog } from '@/contract';
import { scales } from '@/design/tokens';
import { api, getAccessToken } from '@/lib';

/** POST /get-blog in draft and edit mode: the author's own blog, reads not counted. */
export const getBlogForEdit = (blog_id: string) =>
  api<{ blog: Blog }>('/get-blog', { blog_id, draft: true, mode: 'edit' }, { auth: true }).then((r) => r.blog);

/** A request the route started, taken by the editor's first query for that blog (if still fresh). */
const early = new Map<string, { at: number; blog: Promise<Blog> }>();
const FRESH_MS = 10_000;

/** The faces the writing surface uses: regular, bold and italic serif. */
const WRITING_FONTS = ['400', '700', 'italic 400'].map((face) => `${face} 1em ${scales.fontFamily.serif}`);

/**
 * Started by the /editor/:blog_id route while the editor's code (Editor.js and its tools, the
 * largest chunk) is still loading: the blog in edit mode and the writing fonts. Without it the
 * request waits for that chunk, and a long blog is laid out a second and third time when the
 * fonts arrive after its blocks. Kept out of the editor's chunk: it only needs the api client.
 */
export function prefetchEditor(blogId: string | undefined) {
  if (typeof document !== 'undefined' && document.fonts) for (const font of WRITING_FONTS) void document.fonts.load(font).catch(() => {});
  if (!blogId || !getAccessToken()) return;
  const blog = getBlogForEdit(blogId);
  blog.catch(() => {}); // the query reports the error when it takes the request
  early.set(blogId, { at: Date.now(), blog });
}

/** The blog for editing: the route's request when there is a fresh one, else a new request. */
export function takeBlogForEdit(blogId: string): Promise<Blog> {
  const started = early.get(blogId);
  early.delete(blogId);
  return started && Date.now() - started.at < FRESH_MS ? started.blog : getBlogForEdit(blogId);
}
