import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mappedWxrPosts } from './mappedWxrPosts.ts';

/**
 * WordPress's auto-embed (WP_Embed::autoembed): an address alone on its line, or alone in its
 * paragraph, is shown as the service's player when oEmbed knows the service, else as a link to it.
 * A block editor's embed block stores exactly that: the address on its own line in its wrapper.
 */
const WXR = join(import.meta.dirname, '../test/fixtures/import/wordpress-embeds.xml');
const embed = (service: string, source: string, caption = '') => ({ type: 'embed', data: { service, source, caption } });
const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });

const posts = () => mappedWxrPosts(WXR);

describe('WordPress’s auto-embed of an address alone on its line', () => {
  it('a block editor’s embed blocks: a service of ours is its embed with the caption; another (a gist) is a link, its caption after it; a linked address stays a link', async () => {
    const [film] = await posts();
    expect(film.title).toBe('The tower clock on film');
    expect(film.blocks).toEqual([
      paragraph('The tower clock, running:'),
      embed('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'The <i>tower</i> clock at noon'),
      embed('twitter', 'https://x.com/gearsandcogs/status/1790000000000000000'),
      paragraph('<a href="https://gist.github.com/ada/0123456789abcdef">https://gist.github.com/ada/0123456789abcdef</a>'),
      paragraph('The gear ratios'),
      // WordPress embeds only an address written as text: one inside a link is the writer's link.
      paragraph('The same film, as a link: <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a>'),
      paragraph('<a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a>'),
      embed('vimeo', 'https://vimeo.com/76979871'),
    ]);
    // Nothing was simplified: each is what WordPress showed.
    expect(film.what).toEqual([]);
  });

  it('a classic post: an address alone on its line is an embed or a link; one inside a sentence, or in code, stays text', async () => {
    const [, wheel] = await posts();
    expect(wheel.title).toBe('Drawing the escape wheel');
    expect(wheel.blocks).toEqual([
      paragraph('I filmed the escapement at half speed.'),
      embed('vimeo', 'https://vimeo.com/76979871'),
      paragraph('And the pen I used to draw the wheel:'),
      embed('codepen', 'https://codepen.io/ada/pen/abcXYZ'),
      paragraph('More drawings are in a gist: https://gist.github.com/ada/0123456789abcdef'),
      // The address's `&amp;` is an entity of the HTML, read as `&` and written back escaped.
      paragraph('<a href="https://gist.github.com/ada/0123456789abcdef?file=ratios.txt&#38;ts=4">https://gist.github.com/ada/0123456789abcdef?file=ratios.txt&#38;ts=4</a>'),
      { type: 'code', data: { code: 'curl -O\nhttps://gears.example.org/files/escapement.stl', language: 'plaintext' } },
      { type: 'code', data: { code: 'wget\nhttps://gears.example.org/files/wheel.stl', language: 'bash' } },
    ]);
    expect(wheel.what).toEqual([]);
  });
});
