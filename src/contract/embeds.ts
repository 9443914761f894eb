/**
 * The embed services of SPEC.md section 9: one definition for the server (which stores embeds) and
 * the app (which frames them). A pasted URL must match its service's pattern whole, start to end: an
 * extra path segment (`/../`), another host, userinfo or whitespace makes it invalid. What is kept is
 * rebuilt from the ids the pattern captured, never the pasted text: the canonical `source` URL and the
 * `embed` URL that is framed. Ids are restricted to safe characters.
 */
export interface EmbedService {
  /** Matches the whole page URL a person pastes; capture groups are the ids. */
  regex: RegExp;
  /** The page URL, rebuilt from the ids. */
  source: (ids: string[]) => string;
  /** The framed URL, rebuilt from the ids. */
  embed: (ids: string[]) => string;
  width: number;
  height: number;
  /** Origins the embed is framed from (for the Content-Security-Policy). */
  origins: string[];
}

const ID = '([A-Za-z0-9_-]{1,64})';
/** After the ids: an optional slash, then nothing, or a query or fragment without whitespace. */
const END = '/?(?:[?#][^\\s]*)?$';
const re = (body: string) => new RegExp(`^${body}${END}`);

export const EMBED_SERVICES: Record<string, EmbedService> = {
  vimeo: {
    regex: re('https?://(?:www\\.|player\\.)?vimeo\\.com/(?:video/|channels/[A-Za-z0-9_-]{1,64}/|groups/[A-Za-z0-9_-]{1,64}/videos/)?(\\d{1,20})'),
    source: ([id]) => `https://vimeo.com/${id}`,
    embed: ([id]) => `https://player.vimeo.com/video/${id}?title=0&byline=0`,
    width: 580,
    height: 320,
    origins: ['https://player.vimeo.com'],
  },
  youtube: {
    regex: /^https?:\/\/(?:www\.|m\.)?(?:youtu\.be\/|youtube\.com\/(?:watch\?(?:[A-Za-z0-9_=.-]{0,200}&)?v=|embed\/|v\/|shorts\/))([A-Za-z0-9_-]{6,20})(?:[?&#][^\s/]*)?$/,
    source: ([id]) => `https://www.youtube.com/watch?v=${id}`,
    embed: ([id]) => `https://www.youtube.com/embed/${id}`,
    width: 580,
    height: 320,
    origins: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  },
  coub: {
    regex: re(`https?://coub\\.com/view/${ID}`),
    source: ([id]) => `https://coub.com/view/${id}`,
    embed: ([id]) => `https://coub.com/embed/${id}`,
    width: 580,
    height: 320,
    origins: ['https://coub.com'],
  },
  vine: {
    regex: re(`https?://vine\\.co/v/${ID}`),
    source: ([id]) => `https://vine.co/v/${id}`,
    embed: ([id]) => `https://vine.co/v/${id}/embed/simple/`,
    width: 580,
    height: 320,
    origins: ['https://vine.co'],
  },
  imgur: {
    regex: re('https?://(?:i\\.)?imgur\\.com/(?:(?:a|gallery|t/[A-Za-z0-9_-]{1,64})/)?([A-Za-z0-9]{3,20})(?:\\.gifv)?'),
    source: ([id]) => `https://imgur.com/${id}`,
    embed: ([id]) => `https://imgur.com/${id}/embed`,
    width: 540,
    height: 500,
    origins: ['https://imgur.com'],
  },
  gfycat: {
    regex: re('https?://gfycat\\.com/(?:detail/)?([A-Za-z]{1,64})'),
    source: ([id]) => `https://gfycat.com/${id}`,
    embed: ([id]) => `https://gfycat.com/ifr/${id}`,
    width: 580,
    height: 436,
    origins: ['https://gfycat.com'],
  },
  'twitch-channel': {
    regex: re(`https?://www\\.twitch\\.tv/${ID}`),
    source: ([id]) => `https://www.twitch.tv/${id}`,
    embed: ([id]) => `https://player.twitch.tv/?channel=${id}`,
    width: 600,
    height: 366,
    origins: ['https://player.twitch.tv'],
  },
  'twitch-video': {
    regex: re('https?://www\\.twitch\\.tv/(?:[A-Za-z0-9_-]{1,64}/v|videos)/(\\d{1,20})'),
    source: ([id]) => `https://www.twitch.tv/videos/${id}`,
    embed: ([id]) => `https://player.twitch.tv/?video=v${id}`,
    width: 600,
    height: 366,
    origins: ['https://player.twitch.tv'],
  },
  'yandex-music-album': {
    regex: re('https?://music\\.yandex\\.ru/album/(\\d{1,20})'),
    source: ([id]) => `https://music.yandex.ru/album/${id}`,
    embed: ([id]) => `https://music.yandex.ru/iframe/#album/${id}/`,
    width: 540,
    height: 400,
    origins: ['https://music.yandex.ru'],
  },
  'yandex-music-track': {
    regex: re('https?://music\\.yandex\\.ru/album/(\\d{1,20})/track/(\\d{1,20})'),
    source: ([a, t]) => `https://music.yandex.ru/album/${a}/track/${t}`,
    embed: ([a, t]) => `https://music.yandex.ru/iframe/#track/${a}/${t}/`,
    width: 540,
    height: 100,
    origins: ['https://music.yandex.ru'],
  },
  'yandex-music-playlist': {
    regex: re(`https?://music\\.yandex\\.ru/users/${ID}/playlists/(\\d{1,20})`),
    source: ([u, p]) => `https://music.yandex.ru/users/${u}/playlists/${p}`,
    embed: ([u, p]) => `https://music.yandex.ru/iframe/#playlist/${u}/${p}/show/cover/description/`,
    width: 540,
    height: 400,
    origins: ['https://music.yandex.ru'],
  },
  codepen: {
    regex: re(`https?://codepen\\.io/${ID}/pen/${ID}`),
    source: ([u, p]) => `https://codepen.io/${u}/pen/${p}`,
    embed: ([u, p]) => `https://codepen.io/${u}/embed/${p}?height=300&theme-id=0&default-tab=css,result&embed-version=2`,
    width: 600,
    height: 300,
    origins: ['https://codepen.io'],
  },
  instagram: {
    regex: re(`https://(?:www\\.)?instagram\\.com/(?:reel|p)/${ID}`),
    source: ([id]) => `https://www.instagram.com/p/${id}/`,
    embed: ([id]) => `https://www.instagram.com/p/${id}/embed`,
    width: 400,
    height: 505,
    origins: ['https://www.instagram.com'],
  },
  twitter: {
    regex: re('https?://(?:www\\.)?(twitter\\.com|x\\.com)/([A-Za-z0-9_]{1,64})/status/(\\d{1,25})'),
    source: ([host, user, id]) => `https://${host}/${user}/status/${id}`,
    embed: ([, , id]) => `https://platform.twitter.com/embed/Tweet.html?id=${id}`,
    width: 600,
    height: 300,
    origins: ['https://platform.twitter.com'],
  },
  pinterest: {
    regex: re('https?://(?:[a-z]{1,10}\\.)?pinterest\\.com/pin/([A-Za-z0-9_-]{1,64})'),
    source: ([id]) => `https://www.pinterest.com/pin/${id}/`,
    embed: ([id]) => `https://assets.pinterest.com/ext/embed.html?id=${id}`,
    width: 600,
    height: 300,
    origins: ['https://assets.pinterest.com'],
  },
  facebook: {
    regex: re('https?://(?:www\\.)?facebook\\.com/([A-Za-z0-9][A-Za-z0-9_.-]{0,99})/(posts|videos)/([A-Za-z0-9][A-Za-z0-9_.-]{0,99})'),
    source: ([page, kind, id]) => `https://www.facebook.com/${page}/${kind}/${id}`,
    // Facebook's plugin takes the whole post URL, encoded: the rebuilt one, never the pasted one.
    embed: (ids) => `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(EMBED_SERVICES.facebook.source(ids))}&width=500`,
    width: 600,
    height: 300,
    origins: ['https://www.facebook.com'],
  },
  aparat: {
    regex: re(`https?://(?:www\\.)?aparat\\.com/v/${ID}`),
    source: ([id]) => `https://www.aparat.com/v/${id}`,
    embed: ([id]) => `https://www.aparat.com/video/video/embed/videohash/${id}/vt/frame`,
    width: 600,
    height: 300,
    origins: ['https://www.aparat.com'],
  },
  miro: {
    regex: re('https://miro\\.com/app/board/([A-Za-z0-9_=-]{4,40})'),
    source: ([id]) => `https://miro.com/app/board/${id}/`,
    embed: ([id]) => `https://miro.com/app/live-embed/${id}`,
    width: 700,
    height: 500,
    origins: ['https://miro.com'],
  },
};

/** Every origin an allowed embed is framed from. */
export const EMBED_ORIGINS = [...new Set(Object.values(EMBED_SERVICES).flatMap((s) => s.origins))];

export interface RebuiltEmbed {
  service: string;
  source: string;
  embed: string;
  width: number;
  height: number;
}

/** The canonical source and embed URLs of a pasted URL, or null when the service or URL is not allowed. */
export function rebuildEmbed(service: string, source: string): RebuiltEmbed | null {
  if (!Object.hasOwn(EMBED_SERVICES, service) || typeof source !== 'string' || source.length > 2000) return null;
  const s = EMBED_SERVICES[service];
  const m = s.regex.exec(source);
  if (!m) return null;
  const ids = m.slice(1);
  return { service, source: s.source(ids), embed: s.embed(ids), width: s.width, height: s.height };
}
