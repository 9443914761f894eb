import { READING, type EditorBlock } from '@/contract';

// Counting only: tags are dropped (a <br> separates words); nothing here reaches the page.
const plain = (html: string) => html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
const words = (html: unknown) => (typeof html === 'string' ? plain(html).split(/\s+/).filter(Boolean).length : 0);

/** Words a person reads in the blocks: text of paragraphs, headers, quotes, lists and captions. */
export function countWords(blocks: EditorBlock[]): number {
  let n = 0;
  for (const { type, data } of blocks) {
    if (type === 'list' && Array.isArray(data.items)) {
      for (const item of data.items) n += words(typeof item === 'string' ? item : (item as { content?: string })?.content);
    } else {
      n += words(data.text) + words(data.caption);
    }
  }
  return n;
}

/** Seconds spent on images: 12 s for the first, one second less for each next one, at least 3 s. */
export function imageSeconds(images: number): number {
  let s = 0;
  for (let i = 0; i < images; i += 1) s += Math.max(READING.firstImageSeconds - i, READING.minImageSeconds);
  return s;
}

/** Estimated reading time in seconds: 275 words a minute plus the images' time. */
export function readingSeconds(blocks: EditorBlock[]): number {
  const images = blocks.filter((b) => b.type === 'image').length;
  return (countWords(blocks) / READING.wordsPerMinute) * 60 + imageSeconds(images);
}

/** Whole minutes, at least one: "1 min read" for a short note. */
export function readingMinutes(blocks: EditorBlock[]): number {
  return Math.max(1, Math.round(readingSeconds(blocks) / 60));
}
