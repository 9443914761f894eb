import { startBlogForEdit } from '@/api';
import { scales } from '@/design/tokens';

/** The faces the writing surface uses: regular, bold and italic serif. */
const WRITING_FONTS = ['400', '700', 'italic 400'].map((face) => `${face} 1em ${scales.fontFamily.serif}`);

/**
 * Started by the /editor/:blog_id route while the editor's code (Editor.js and its tools, the
 * largest chunk) is still loading: the blog in edit mode and the writing fonts. Without it the
 * request waits for that chunk, and a long blog is laid out a second and third time when the
 * fonts arrive after its blocks. Kept out of the editor's chunk: it only needs the data layer.
 */
export function prefetchEditor(blogId: string | undefined) {
  if (typeof document !== 'undefined' && document.fonts) for (const font of WRITING_FONTS) void document.fonts.load(font).catch(() => {});
  if (blogId) startBlogForEdit(blogId);
}
