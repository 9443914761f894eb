export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** The community's archive (API.md third edition): `public` is what anyone may read, `full` moves the community. */
export const SITE_EXPORT_MODES = ['public', 'full'] as const;
export type SiteExportMode = (typeof SITE_EXPORT_MODES)[number];
/** An archive's job, as its screen reads it. */
export const SITE_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * What an import's mapping simplified inside a post it kept (import-status `simplified`): a fixed set,
 * counted per post, so the report says what changed without a line per element.
 * - `element_text`: an element with no block of its own (a `<details>`, a site's custom tag) kept as its text;
 * - `element_removed`: what a reader never saw as text, or must never run (a script, a style, a form's controls, an SVG);
 * - `frame_link`: a frame, video or audio of a site with no embed here, kept as a link to it;
 * - `media_dropped`: a frame, video or audio with no web address to link to;
 * - `image_text`: an image inside a line of text (an emoji, a badge) kept as its description;
 * - `image_dropped`: an image with no address, or whose file could not be read or decoded;
 * - `image_not_copied`: an image on another site that could not be copied here (refused, gone, not an
 *   image, or its site stopped answering), kept at its address (detail: the sites);
 * - `table_spans`: a table with cells spanning several rows or columns, each kept as one cell (a table block has no merged cells);
 * - `markdown_html`: HTML written in a Markdown file, shown as written (CommonMark's raw HTML is never passed through);
 * - `shortcode`: a WordPress shortcode with no block here (a plugin's), kept as its text;
 * - `link_removed`: a link whose address the save does not keep (`javascript:`, `data:`, `ftp:` ...), kept as its words;
 * - `code_cut`: a code block longer than the save keeps (BLOCK_LIMITS.codeChars), cut there (detail: its languages);
 * - `table_cut`: a table with more rows or columns than the save keeps (BLOCK_LIMITS), cut there (detail: its size, rows × columns);
 * - `coauthors`: the post's other authors (Ghost's `posts_authors` after the first): a blog here has one.
 */
export const IMPORT_SIMPLIFICATIONS = ['element_text', 'element_removed', 'frame_link', 'media_dropped', 'image_text', 'image_dropped', 'image_not_copied', 'table_spans', 'markdown_html', 'shortcode', 'link_removed', 'code_cut', 'table_cut', 'coauthors'] as const;
export type ImportSimplification = (typeof IMPORT_SIMPLIFICATIONS)[number];
/** The posts listed in `simplified` (the first, in the file's order), and the names or hosts kept per kind. */
export const IMPORT_SIMPLIFIED_LISTED = 500;
export const IMPORT_SIMPLIFIED_DETAILS = 8;
