/*
 * Substack's export: a ZIP with `posts.csv` (post_id, post_date, is_published, type, audience,
 * title, subtitle, …; post_id is `<number>.<slug>`) and each post's body in `posts/<post_id>.html`.
 * The CSV is streamed through csv-parse, a row at a time.
 */
import { parse } from 'csv-parse';
import { IMPORT_REASONS } from '../../src/contract/index.ts';
import { dateOf, noFiles, type SourcePost, type SourceReader } from './source.ts';
import type { ImportZip } from './zip.ts';

/** The folder the export's files are in (Substack's ZIPs have none; a re-zipped one may). */
export function substackRoot(zip: ImportZip): string | null {
  const csv = zip.names().find((n) => /^(?:[^/]+\/)?posts\.csv$/.test(n));
  return csv === undefined ? null : csv.slice(0, -'posts.csv'.length);
}

export function substackReader(zip: ImportZip, root: string): SourceReader {
  return {
    format: 'substack',
    files: noFiles,
    close: () => zip.close(),
    async *posts(): AsyncGenerator<SourcePost> {
      const rows = (await zip.stream(`${root}posts.csv`)).pipe(parse({ columns: true, skip_empty_lines: true, relax_column_count: true, bom: true, max_record_size: 1024 * 1024 }));
      for await (const row of rows as AsyncIterable<Record<string, string>>) {
        const postId = (row.post_id ?? '').trim();
        if (!postId) continue;
        const slug = postId.includes('.') ? postId.slice(postId.indexOf('.') + 1) : postId;
        const file = `${root}posts/${postId}.html`;
        const published = row.is_published === 'true';
        const title = (row.title ?? '').trim();
        const html = zip.has(file) ? await zip.text(file) : '';
        yield {
          key: `substack:${postId}`,
          label: title || postId,
          title,
          des: (row.subtitle ?? '').trim(),
          tags: [],
          publishedAt: dateOf(row.post_date),
          draft: !published,
          oldPath: published && slug ? `/p/${slug}` : undefined,
          html,
          skip: zip.has(file) ? undefined : IMPORT_REASONS.noBody,
        };
      }
    },
  };
}
