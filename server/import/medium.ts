/*
 * Medium's export: a ZIP whose `posts/*.html` are whole pages, one per post (drafts named
 * `draft_…`), each an h-entry: the title in `.p-name`, the subtitle in `section[data-field=subtitle]`,
 * the body in `section[data-field=body]`, the date in `time.dt-published` and the post's address in
 * `a.p-canonical`. Responses (comments) are pages of the same kind, and come in as posts too.
 */
import { findInDocument } from './html-to-blocks.ts';
import { dateOf, noFiles, pathOfUrl, type SourcePost, type SourceReader } from './source.ts';
import type { ImportZip } from './zip.ts';

export const isMediumPost = (name: string) => /^(?:[^/]+\/)?posts\/[^/]+\.html$/.test(name);

export function mediumReader(zip: ImportZip): SourceReader {
  return {
    format: 'medium',
    files: noFiles,
    close: () => zip.close(),
    async *posts(): AsyncGenerator<SourcePost> {
      for (const name of zip.names().filter(isMediumPost).sort()) {
        const page = await zip.text(name);
        const first = (test: Parameters<typeof findInDocument>[1]) => findInDocument(page, test)[0];
        const classed = (cls: string) => (_tag: string, a: Record<string, string>) => (a.class ?? '').split(/\s+/).includes(cls);
        const title = first(classed('p-name'))?.text ?? '';
        const body = first((_t, a) => a['data-field'] === 'body')?.html ?? '';
        const time = first((tag, a) => tag === 'time' && (a.class ?? '').includes('dt-published'));
        const canonical = first((tag, a) => tag === 'a' && (a.class ?? '').split(/\s+/).includes('p-canonical'))?.attrs.href;
        const file = name.split('/').pop()!;
        const draft = file.startsWith('draft_');
        yield {
          key: `medium:${file.replace(/\.html$/, '')}`,
          label: title || file,
          title,
          des: first((_t, a) => a['data-field'] === 'subtitle')?.text ?? '',
          tags: [],
          publishedAt: dateOf(time?.attrs.datetime),
          draft,
          oldPath: draft ? undefined : pathOfUrl(canonical),
          html: body,
        };
      }
    },
  };
}
