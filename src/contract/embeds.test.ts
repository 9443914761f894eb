import { describe, expect, it } from 'vitest';
import { rebuildEmbed } from './embeds.ts';

/** [service, pasted URL, expected source, expected embed] — each written by hand from the service's own URL shapes. */
const GOOD: [string, string, string, string][] = [
  ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
  ['youtube', 'https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
  ['youtube', 'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=1', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
  ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
  ['youtube', 'https://m.youtube.com/shorts/abcdef123', 'https://www.youtube.com/watch?v=abcdef123', 'https://www.youtube.com/embed/abcdef123'],
  ['vimeo', 'https://vimeo.com/76979871', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?title=0&byline=0'],
  ['vimeo', 'https://vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?title=0&byline=0'],
  ['codepen', 'https://codepen.io/ada/pen/abcDEF', 'https://codepen.io/ada/pen/abcDEF', 'https://codepen.io/ada/embed/abcDEF?height=300&theme-id=0&default-tab=css,result&embed-version=2'],
  ['twitter', 'https://x.com/ada/status/1234567890', 'https://x.com/ada/status/1234567890', 'https://platform.twitter.com/embed/Tweet.html?id=1234567890'],
  ['instagram', 'https://www.instagram.com/reel/Cabc123/', 'https://www.instagram.com/p/Cabc123/', 'https://www.instagram.com/p/Cabc123/embed'],
  ['facebook', 'https://www.facebook.com/ada.page/posts/12345', 'https://www.facebook.com/ada.page/posts/12345', 'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fada.page%2Fposts%2F12345&width=500'],
  ['yandex-music-track', 'https://music.yandex.ru/album/123/track/456', 'https://music.yandex.ru/album/123/track/456', 'https://music.yandex.ru/iframe/#track/123/456/'],
  ['imgur', 'https://imgur.com/gallery/AbC12', 'https://imgur.com/AbC12', 'https://imgur.com/AbC12/embed'],
  ['miro', 'https://miro.com/app/board/uXjVO1abcde=/', 'https://miro.com/app/board/uXjVO1abcde=/', 'https://miro.com/app/live-embed/uXjVO1abcde='],
];

/** Crafted URLs the first build kept or re-parsed loosely; every one must be refused. */
const BAD: [string, string][] = [
  ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ/../../redirect?q=https://evil.example'],
  ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ/../../evil'],
  ['youtube', 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
  ['youtube', 'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ'],
  ['youtube', 'https://evil.example/?https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ%2F..%2F..%2Fredirect'],
  ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ x'],
  ['youtube', ' https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['youtube', 'javascript:alert(1)//https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['vimeo', 'https://vimeo.com/76979871/../../evil'],
  ['vimeo', 'https://vimeo.com.evil.example/76979871'],
  ['codepen', 'https://codepen.io/ada/pen/abc/../../../evil'],
  ['twitter', 'https://x.com/ada/status/123/../../evil'],
  ['facebook', 'https://www.facebook.com/../posts/..'],
  ['facebook', 'https://www.facebook.com/page/posts/1/../../../plugins/evil'],
  ['instagram', 'http://www.instagram.com/p/abc'],
  ['miro', 'https://miro.com/app/board/abcd/../../evil'],
  ['imgur', 'https://imgur.com/a/b/c/d/AbC12'],
  ['nope', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['__proto__', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
];

describe('embed patterns (one definition for server and app)', () => {
  it.each(GOOD)('%s: %s is rebuilt to its canonical source and embed', (service, url, source, embed) => {
    expect(rebuildEmbed(service, url)).toMatchObject({ service, source, embed });
  });

  it.each(BAD)('%s: %s is refused', (service, url) => {
    expect(rebuildEmbed(service, url)).toBeNull();
  });

  it('refuses overlong input before matching', () => {
    expect(rebuildEmbed('youtube', `https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=${'a'.repeat(2100)}`)).toBeNull();
  });
});
