import { LIMITS, MESSAGES } from '@/contract';

export interface TagChange {
  tags: string[];
  /** A toast to show (adding a 6th tag). */
  error?: string;
}

/** Tag as stored: trimmed, lowercased (SPEC.md section 5). */
export const cleanTag = (raw: string) => raw.replace(/,/g, ' ').trim().toLowerCase();

/** Adds a tag typed in the box: empty ignored, no duplicates, at most 5 ('You can only add 5 tags'). */
export function addTag(tags: readonly string[], raw: string): TagChange {
  const tag = cleanTag(raw);
  if (!tag || tags.includes(tag)) return { tags: [...tags] };
  if (tags.length >= LIMITS.tagsMax) return { tags: [...tags], error: MESSAGES.tagsAddSixth };
  return { tags: [...tags, tag] };
}

/** Edits the tag at `index` inline: emptied removes it, a duplicate of another tag removes it. */
export function editTag(tags: readonly string[], index: number, raw: string): string[] {
  const tag = cleanTag(raw);
  const others = tags.filter((_, i) => i !== index);
  if (!tag || others.includes(tag)) return others;
  return tags.map((t, i) => (i === index ? tag : t));
}

export const removeTag = (tags: readonly string[], index: number) => tags.filter((_, i) => i !== index);

/** Keys that add the typed tag: Enter or comma. */
export const isTagSeparator = (key: string) => key === 'Enter' || key === ',';
