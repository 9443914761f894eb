import { describe, expect, it } from 'vitest';
import { htmlToBlocks, Simplifications } from './html-to-blocks.ts';
import { markdownHtml } from './markdown.ts';

/** The blocks of `html` and what their mapping noted. */
function mapped(html: string) {
  const notes = new Simplifications();
  const blocks = htmlToBlocks(html, notes);
  return { blocks, what: notes.list() };
}

describe('html-to-blocks: what the mapping simplified', () => {
  it('an unknown element keeps its text and is named; a script is removed and named; a frame of an unlisted site becomes a link named by its site', () => {
    const { blocks, what } = mapped(
      '<p>Intro</p><details><summary>More</summary><p>Hidden <u>words</u></p></details><script>alert(1)</script>' +
        '<iframe src="https://maps.example.org/embed?x=1"></iframe><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    );
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'paragraph', 'paragraph', 'embed']);
    expect(blocks[2].data.text).toBe('Hidden words');
    expect(blocks[3].data.text).toBe('<a href="https://maps.example.org/embed?x=1">https://maps.example.org/embed?x=1</a>');
    expect(what).toEqual([
      { kind: 'element_text', count: 2, detail: ['details', 'u'] },
      { kind: 'element_removed', count: 1, detail: ['script'] },
      { kind: 'frame_link', count: 1, detail: ['maps.example.org'] },
    ]);
  });

  it('images: one inside a line keeps its alt text, one with none or no address is dropped, a picture with no img too; a figure’s image is an image', () => {
    const { blocks, what } = mapped(
      '<ul><li>Done <img src="check.png" alt="(done)"></li><li>Spacer <img src="spacer.gif"></li></ul>' +
        '<img alt="no address"><picture><source srcset="a.webp"></picture><figure><img src="https://e.example/a.jpg"><figcaption>Cap</figcaption></figure>',
    );
    expect(blocks[0].data.items).toEqual([
      { content: 'Done (done)', meta: {}, items: [] },
      { content: 'Spacer', meta: {}, items: [] },
    ]);
    expect(blocks.slice(1)).toEqual([{ type: 'image', data: { file: { url: 'https://e.example/a.jpg' }, caption: 'Cap', withBorder: false, stretched: false, withBackground: false } }]);
    expect(what).toEqual([
      { kind: 'image_text', count: 1 },
      { kind: 'image_dropped', count: 3 },
    ]);
  });

  it('a frame inside a quote becomes a link in its line; a video with no web address is dropped and named', () => {
    const { blocks, what } = mapped('<blockquote>See <iframe src="//widgets.example.net/w/1"></iframe></blockquote><video src="/uploads/after.mp4"></video><audio><source src="clip.ogg"></audio>');
    expect(blocks).toEqual([{ type: 'quote', data: { text: 'See <a href="https://widgets.example.net/w/1">https://widgets.example.net/w/1</a>', caption: '', alignment: 'left' } }]);
    expect(what).toEqual([
      { kind: 'frame_link', count: 1, detail: ['widgets.example.net'] },
      { kind: 'media_dropped', count: 2, detail: ['audio', 'video'] },
    ]);
  });

  it('page structure, style-only wrappers, a noscript fallback and the contract’s own tags are not listed', () => {
    const { blocks, what } = mapped(
      '<div><section><article><p>A <span style="color:red">b</span> <font face="x">c</font> <strong>d</strong> <a href="https://e.example">e</a></p></article></section></div>' +
        '<noscript><img src="https://e.example/lazy.jpg"></noscript><table><tbody><tr><td>1</td></tr></tbody></table>',
    );
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'table']);
    expect(what).toEqual([]);
  });

  it('a table with a cell spanning columns or rows is counted once; a plain table is not', () => {
    const { blocks, what } = mapped(
      '<table><tr><th colspan="2">Gear</th></tr><tr><td>Escape</td><td>30</td></tr></table>' +
        '<table><tr><td rowspan="2">Pinion</td><td>8</td></tr><tr><td>6</td></tr></table><table><tr><td colspan="1">1</td></tr></table>',
    );
    expect(blocks[0].data).toEqual({ withHeadings: true, content: [['Gear'], ['Escape', '30']] });
    expect(what).toEqual([{ kind: 'table_spans', count: 2 }]);
  });

  it('each kind is counted, not listed per element; at most 8 names a kind, sorted', () => {
    const tags = ['x-j', 'x-i', 'x-h', 'x-g', 'x-f', 'x-e', 'x-d', 'x-c', 'x-b', 'x-a'];
    const { what } = mapped(tags.map((t) => `<${t}>word</${t}>`).join('') + '<x-j>again</x-j>');
    // The first 8 names met (x-j down to x-c), then sorted; all 11 elements counted.
    expect(what).toEqual([{ kind: 'element_text', count: 11, detail: ['x-c', 'x-d', 'x-e', 'x-f', 'x-g', 'x-h', 'x-i', 'x-j'] }]);
  });

  it('a gallery is every one of its images, each with its caption, then the gallery’s caption: none is dropped', () => {
    const image = (url: string, caption: string) => ({ type: 'image', data: { file: { url }, caption, withBorder: false, stretched: false, withBackground: false } });
    const wordpress = mapped(
      '<figure class="wp-block-gallery has-nested-images"><figure class="wp-block-image"><img src="https://e.example/1.jpg"><figcaption>One</figcaption></figure>' +
        '<figure class="wp-block-image"><img src="https://e.example/2.jpg"></figure><figcaption class="blocks-gallery-caption">Both</figcaption></figure>',
    );
    expect(wordpress.blocks).toEqual([image('https://e.example/1.jpg', 'One'), image('https://e.example/2.jpg', ''), { type: 'paragraph', data: { text: 'Both' } }]);
    const ghost = mapped(
      '<figure class="kg-card kg-gallery-card"><div class="kg-gallery-container"><div class="kg-gallery-row">' +
        '<div class="kg-gallery-image"><img src="https://e.example/a.jpg"></div><div class="kg-gallery-image"><img src="https://e.example/b.jpg"></div></div></div></figure>',
    );
    expect(ghost.blocks).toEqual([image('https://e.example/a.jpg', ''), image('https://e.example/b.jpg', '')]);
    expect([...wordpress.what, ...ghost.what]).toEqual([]);
  });

  it('a Ghost bookmark card is a link with its title, description and site, not a gallery of its icon and thumbnail', () => {
    // As Ghost 5 renders a bookmark card (its export's `html`), with a caption under it.
    const card = mapped(
      '<p>Further reading:</p><figure class="kg-card kg-bookmark-card kg-card-hascaption"><a class="kg-bookmark-container" href="https://clocks.example.org/escapements">' +
        '<div class="kg-bookmark-content"><div class="kg-bookmark-title">Escapements, explained</div><div class="kg-bookmark-description">How a clock keeps time, one tooth at a time.</div>' +
        '<div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="https://clocks.example.org/favicon.png" alt=""><span class="kg-bookmark-author">Clockworks</span><span class="kg-bookmark-publisher">Ada Lovelace</span></div></div>' +
        '<div class="kg-bookmark-thumbnail"><img src="https://clocks.example.org/cover.jpg" alt="" onerror="this.style.display = \'none\'"></div></a>' +
        '<figcaption><p><span style="white-space: pre-wrap;">The best introduction</span></p></figcaption></figure>',
    );
    expect(card.blocks).toEqual([
      { type: 'paragraph', data: { text: 'Further reading:' } },
      { type: 'paragraph', data: { text: '<a href="https://clocks.example.org/escapements"><b>Escapements, explained</b></a><br>How a clock keeps time, one tooth at a time.<br><i>Clockworks · Ada Lovelace</i>' } },
      { type: 'paragraph', data: { text: 'The best introduction' } },
    ]);
    // The link's preview pictures belong to the page it links to: not the post's images.
    expect(card.what).toEqual([]);
    // A card with only its address still links.
    const bare = mapped('<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://e.example/x"><div class="kg-bookmark-content"></div></a></figure>');
    expect(bare.blocks).toEqual([{ type: 'paragraph', data: { text: '<a href="https://e.example/x">https://e.example/x</a>' } }]);
  });

  it('without a Simplifications, the mapping notes nothing and maps as before', () => {
    expect(htmlToBlocks('<details>x</details>')).toEqual([{ type: 'paragraph', data: { text: 'x' } }]);
  });
});

describe('markdown: raw HTML shown as written is listed', () => {
  it('each opening tag and comment of the file’s raw HTML counted, the tags named; the HTML escaped', () => {
    const { html, simplified } = markdownHtml('Press <kbd>Ctrl</kbd> now.\n\n<details>\n<summary>More</summary>\n</details>\n\n<!-- more -->\n\n`<code>` in code is not HTML.\n');
    expect(html).toContain('Press &lt;kbd&gt;Ctrl&lt;/kbd&gt; now.');
    expect(simplified.list()).toEqual([{ kind: 'markdown_html', count: 4, detail: ['details', 'kbd', 'summary'] }]);
  });

  it('a file with no raw HTML notes nothing', () => {
    expect(markdownHtml('# Title\n\nJust *text* and a [link](https://e.example).\n').simplified.empty).toBe(true);
  });
});

describe('html-to-blocks: the platforms’ own markup, read as a reader saw it', () => {
  it('a Medium code block names its language in data-code-block-lang, its lines split by <br>', () => {
    // Medium's export: <pre class="graf graf--pre"> with the language as an attribute, the code in a span.
    const { blocks, what } = mapped(
      '<pre name="c3e6" id="c3e6" class="graf graf--pre graf-after--p" data-code-block-mode="2" spellcheck="false" data-code-block-lang="python">' +
        '<span class="pre--content">def ratio(driven, driver):<br>    return driven / driver</span></pre>',
    );
    expect(blocks).toEqual([{ type: 'code', data: { code: 'def ratio(driven, driver):\n    return driven / driver', language: 'python' } }]);
    expect(what).toEqual([]);
  });

  it('a Substack YouTube embed is the video: from its frame on youtube-nocookie.com, or from its data-attrs when the export has no frame', () => {
    const withFrame =
      '<div id="youtube2-JTU8Ha4Jyfc" class="youtube-wrap" data-attrs="{&quot;videoId&quot;:&quot;JTU8Ha4Jyfc&quot;,&quot;startTime&quot;:null,&quot;endTime&quot;:null}" data-component-name="Youtube2ToDOM">' +
      '<div class="youtube-inner"><iframe src="https://www.youtube-nocookie.com/embed/JTU8Ha4Jyfc?rel=0&amp;autoplay=0&amp;showinfo=0&amp;enablejsapi=0" frameborder="0" loading="lazy" gesture="media" allow="autoplay; fullscreen" allowautoplay="true" allowfullscreen="true" width="728" height="409"></iframe></div></div>';
    const withoutFrame = `<div class="youtube-wrap" data-attrs='{"videoId":"HgNKa9UlRF8","startTime":null,"endTime":null}' data-component-name="Youtube2ToDOM"><div class="youtube-inner"></div></div>`;
    const video = (id: string) => ({ type: 'embed', data: { service: 'youtube', source: `https://www.youtube.com/watch?v=${id}`, caption: '' } });
    expect(mapped(withFrame)).toEqual({ blocks: [video('JTU8Ha4Jyfc')], what: [] });
    expect(mapped(withoutFrame)).toEqual({ blocks: [video('HgNKa9UlRF8')], what: [] });
  });

  it('a Substack tweet is the tweet’s embed, not its author’s picture and words as blocks', () => {
    const tweet =
      '<div class="tweet" data-attrs="{&quot;url&quot;:&quot;https://twitter.com/gearsandcogs/status/1790000000000000000?s=20&quot;,&quot;full_text&quot;:&quot;The tower clock runs again.&quot;,&quot;username&quot;:&quot;gearsandcogs&quot;,&quot;name&quot;:&quot;Gears&quot;}" data-component-name="Twitter2ToDOM">' +
      '<a class="tweet-link-top" href="https://twitter.com/gearsandcogs/status/1790000000000000000?s=20" target="_blank"><div class="tweet-header"><img class="tweet-header-avatar" src="https://substackcdn.com/image/twitter_name/w_96/gearsandcogs.jpg" alt="Twitter avatar for @gearsandcogs" loading="lazy">' +
      '<div class="tweet-header-text"><span class="tweet-author-name">Gears </span><span class="tweet-author-handle">@gearsandcogs</span></div></div>' +
      '<div class="tweet-text">The tower clock runs again.</div></a><div class="tweet-footer"><p class="tweet-date">8:00 AM ∙ May 14, 2024</p></div></div>';
    expect(mapped(tweet)).toEqual({
      blocks: [{ type: 'embed', data: { service: 'twitter', source: 'https://twitter.com/gearsandcogs/status/1790000000000000000', caption: '' } }],
      what: [],
    });
  });

  it('Substack’s subscription form and share buttons are its page’s, not the post’s: left out, not listed; a button the writer made stays a link', () => {
    const html =
      '<p>Welcome.</p><div class="subscription-widget-wrap" data-attrs="{&quot;url&quot;:&quot;https://gears.substack.com/subscribe?&quot;,&quot;text&quot;:&quot;Subscribe&quot;}" data-component-name="SubscribeWidgetToDOM">' +
      '<div class="subscription-widget show-subscribe"><div class="preamble"><p class="cta-caption">Thanks for reading! Subscribe for free to receive new posts.</p></div>' +
      '<form class="subscription-widget-subscribe"><input type="email" class="email-input" name="email" placeholder="Type your email…" tabindex="-1"><input type="submit" class="button primary" value="Subscribe"></form></div></div>' +
      '<p class="button-wrapper" data-attrs="{&quot;url&quot;:&quot;https://gears.substack.com/p/the-first-letter?utm_source=substack&amp;utm_medium=email&amp;utm_content=share&amp;action=share&quot;,&quot;text&quot;:&quot;Share&quot;}" data-component-name="ButtonCreateButton">' +
      '<a class="button primary" href="https://gears.substack.com/p/the-first-letter?utm_source=substack&amp;utm_medium=email&amp;utm_content=share&amp;action=share"><span>Share</span></a></p>' +
      '<p class="button-wrapper" data-attrs="{&quot;url&quot;:&quot;https://gears.example.org/plans&quot;,&quot;text&quot;:&quot;See the plans&quot;}" data-component-name="ButtonCreateButton"><a class="button primary" href="https://gears.example.org/plans"><span>See the plans</span></a></p>';
    expect(mapped(html)).toEqual({
      blocks: [
        { type: 'paragraph', data: { text: 'Welcome.' } },
        { type: 'paragraph', data: { text: '<a href="https://gears.example.org/plans">See the plans</a>' } },
      ],
      what: [],
    });
  });
});
