import { join } from 'node:path';
import { htmlToBlocks, Simplifications } from './html-to-blocks.ts';
import { describe, expect, it } from 'vitest';
import { renderShortcodes, shortcodeAttributes } from './shortcodes.ts';
import { mappedWxrPosts } from './mappedWxrPosts.ts';

const WXR = join(import.meta.dirname, '../test/fixtures/import/wordpress-shortcodes.xml');
const image = (url: string, caption: string) => ({ type: 'image', data: { file: { url }, caption, withBorder: false, stretched: false, withBackground: false } });
const uploads = 'https://gears.example.org/wp-content/uploads';

const posts = () => mappedWxrPosts(WXR);

describe('WordPress shortcodes, as WordPress renders them', () => {
  it('caption, gallery by ids (a missing id dropped), sourcecode, embed; an unknown shortcode stays as text and is listed; [[gallery]] is its text', async () => {
    const [regulator] = await posts();
    expect(regulator.title).toBe('Restoring the regulator');
    const [intro, caption, wheel, pallet, measured, code, embed, rest] = regulator.blocks;
    expect(intro).toEqual({ type: 'paragraph', data: { text: 'The regulator came in pieces.' } });
    expect(caption).toEqual(image(`${uploads}/2014/03/dial-640x480.jpg`, 'The dial, before cleaning'));
    expect([wheel, pallet]).toEqual([image(`${uploads}/2014/03/wheel.jpg`, 'The escape wheel'), image(`${uploads}/2014/03/pallet.png`, '')]);
    expect(measured.data.text).toBe('The beat, measured:');
    expect(code).toEqual({ type: 'code', data: { code: 'def beat(a, b):\n    return a < b and b > 0', language: 'python' } });
    expect(embed).toMatchObject({ type: 'embed', data: { service: 'youtube' } });
    expect(rest.type).toBe('paragraph');
    expect(rest.data.text).toContain('[contact-form-7 id=');
    expect(rest.data.text).toContain(' and [gallery] as written.');
    expect(regulator.blocks).toHaveLength(8);
    expect(regulator.what).toEqual([
      { kind: 'image_dropped', count: 1 },
      { kind: 'shortcode', count: 1, detail: ['contact-form-7'] },
    ]);
  });

  it('a gallery without ids is the post’s attached images by menu order (not its audio); [code lang]; [audio] is a frame kept as a link', async () => {
    const [, tower] = await posts();
    expect(tower.blocks).toEqual([
      { type: 'paragraph', data: { text: 'Everything attached to this post:' } },
      image(`${uploads}/2014/04/hammer.jpg`, ''),
      image(`${uploads}/2014/04/bell.jpg`, 'The bell'),
      { type: 'code', data: { code: 'const ticks = 3600;', language: 'javascript' } },
      { type: 'paragraph', data: { text: `<a href="${uploads}/2014/04/chime.mp3">${uploads}/2014/04/chime.mp3</a>` } },
    ]);
    expect(tower.what).toEqual([{ kind: 'frame_link', count: 1, detail: ['gears.example.org'] }]);
  });

  it('the older caption attribute; attributes in the visual editor’s entities and curly quotes; a bare [word] is the writer’s text', () => {
    const ctx = { postId: '1', attachments: new Map(), attachedTo: new Map() };
    const notes = new Simplifications();
    const html = renderShortcodes('[caption id="a" caption="Old style"]<img src="https://e.example/a.jpg">[/caption] A footnote [1] and [sic]. [video src=&quot;https://vimeo.com/76979871&quot;]', ctx, notes);
    expect(htmlToBlocks(html, notes)).toEqual([
      image('https://e.example/a.jpg', 'Old style'),
      { type: 'paragraph', data: { text: 'A footnote [1] and [sic].' } },
      expect.objectContaining({ type: 'embed', data: expect.objectContaining({ service: 'vimeo' }) }),
    ]);
    expect(notes.empty).toBe(true);
    expect(shortcodeAttributes(' language=\u201cruby\u201d  wrap=\'1\' solo')).toEqual({ language: 'ruby', wrap: '1', 0: 'solo' });
  });
});
