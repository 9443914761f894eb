import { htmlToBlocks, Simplifications } from './html-to-blocks.ts';
import { wxrReader } from './wxr.ts';

/** Each post of a WXR file as the job maps it: the reader's HTML to blocks, with the reader's notes and the mapping's. */
export async function mappedWxrPosts(file: string) {
  const out = [];
  for await (const post of wxrReader(file).posts()) {
    const notes = post.simplified ?? new Simplifications();
    out.push({ title: post.title, blocks: htmlToBlocks(post.html ?? '', notes), what: notes.list() });
  }
  return out;
}
