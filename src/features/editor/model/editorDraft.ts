import type { Blog, EditorBlock, EditorData } from '@/contract';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import type { MergedBlock } from './mergeBlocks.ts';

/** What the editor holds of a blog: the fields a save sends. */
export interface EditorDraft {
  title: string;
  banner: string;
  content: EditorData;
  des: string;
  tags: string[];
  /** The blog's own language (a BCP 47 tag); undefined for a new blog until the publish form sets one (the server then takes its author's). */
  language?: string;
  /** Where the blog was first published ('' for none); undefined until read from the server or set in the publish form. */
  canonical_url?: string;
}

export const emptyDraft = (): EditorDraft => ({ title: '', banner: '', content: { blocks: [] }, des: '', tags: [] });

export const draftFromBlog = (blog: Blog): EditorDraft => ({
  title: blog.title ?? '',
  banner: blog.banner ?? '',
  content: blog.content?.[0] ?? { blocks: [] },
  des: blog.des ?? '',
  tags: blog.tags ?? [],
  language: blog.language,
  canonical_url: blog.canonical_url ?? '',
});

/** A draft with these blocks as one string: two equal snapshots mean a save would send nothing new. */
export const draftSnapshot = (d: EditorDraft, content: EditorData) => JSON.stringify([d.title, d.banner, d.des, d.tags, content.blocks.map((b) => [b.type, b.data])]);

/** The baseline of an editor whose writer typed before it was read: equal to no snapshot. */
export const EDITED_BEFORE_BASELINE = '\u0000edited before the baseline was read';

/**
 * Text blocks of a merge that both sides changed say so at their start, for the writer to pick one
 * (in the writer's language: the mark is for them, to delete once they chose).
 */
export function markConflicts(blocks: MergedBlock[]): EditorBlock[] {
  return blocks.map(({ conflict, ...b }) => {
    if (!conflict || typeof b.data.text !== 'string') return b;
    const label = i18n._(conflict === 'mine' ? msg`Your version` : msg`Their version`);
    return { ...b, data: { ...b.data, text: `<b>[${label}]</b> ${b.data.text}` } };
  });
}
