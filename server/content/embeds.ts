/**
 * The embed services of SPEC.md section 9. The stored embed URL is always rebuilt from the service's
 * own pattern and the ids taken from the source URL, so a client cannot make the app frame any other
 * page. Ids are restricted to safe characters.
 */
interface Service {
  /** Matches the page URL a person pastes; capture groups are the ids. */
  regex: RegExp;
  embed: (ids: string[]) => string;
  width: number;
  height: number;
  /** Origins the embed is framed from (for the Content-Security-Policy). */
  origins: string[];
}

const ID = '([A-Za-z0-9_-]{1,64})';

export const EMBED_SERVICES: Record<string, Service> = {
  vimeo: {
    regex: new RegExp(`^https?://(?:www\\.|player\\.)?vimeo\\.com/(?:video/)?(?:[A-Za-z0-9_/-]*/)?(\\d{1,20})/?(?:[?#].*)?$`),
    embed: ([id]) => `https://player.vimeo.com/video/${id}?title=0&byline=0`,
    width: 580,
    height: 320,
    origins: ['https://player.vimeo.com'],
  },
  youtube: {
    regex: /^https?:\/\/(?:www\.|m\.)?(?:youtu\.be\/|youtube\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|v\/|shorts\/))([A-Za-z0-9_-]{6,20})/,
    embed: ([id]) => `https://www.youtube.com/embed/${id}`,
    width: 580,
    height: 320,
    origins: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  },
  coub: {
    regex: new RegExp(`^https?://coub\\.com/view/${ID}`),
    embed: ([id]) => `https://coub.com/embed/${id}`,
    width: 580,
    height: 320,
    origins: ['https://coub.com'],
  },
  vine: {
    regex: new RegExp(`^https?://vine\\.co/v/${ID}`),
    embed: ([id]) => `https://vine.co/v/${id}/embed/simple/`,
    width: 580,
    height: 320,
    origins: ['https://vine.co'],
  },
  imgur: {
    regex: /^https?:\/\/(?:i\.)?imgur\.com\/(?:[A-Za-z0-9_/-]*\/)?([A-Za-z0-9]{3,20})(?:\.gifv)?\/?$/,
    embed: ([id]) => `https://imgur.com/${id}/embed`,
    width: 540,
    height: 500,
    origins: ['https://imgur.com'],
  },
  gfycat: {
    regex: /^https?:\/\/gfycat\.com(?:\/detail)?\/([A-Za-z]{1,64})/,
    embed: ([id]) => `https://gfycat.com/ifr/${id}`,
    width: 580,
    height: 436,
    origins: ['https://gfycat.com'],
  },
  'twitch-channel': {
    regex: new RegExp(`^https?://www\\.twitch\\.tv/${ID}/?$`),
    embed: ([id]) => `https://player.twitch.tv/?channel=${id}`,
    width: 600,
    height: 366,
    origins: ['https://player.twitch.tv'],
  },
  'twitch-video': {
    regex: /^https?:\/\/www\.twitch\.tv\/(?:[A-Za-z0-9_-]{1,64}\/v|videos)\/(\d{1,20})/,
    embed: ([id]) => `https://player.twitch.tv/?video=v${id}`,
    width: 600,
    height: 366,
    origins: ['https://player.twitch.tv'],
  },
  'yandex-music-album': {
    regex: /^https?:\/\/music\.yandex\.ru\/album\/(\d{1,20})\/?$/,
    embed: ([id]) => `https://music.yandex.ru/iframe/#album/${id}/`,
    width: 540,
    height: 400,
    origins: ['https://music.yandex.ru'],
  },
  'yandex-music-track': {
    regex: /^https?:\/\/music\.yandex\.ru\/album\/(\d{1,20})\/track\/(\d{1,20})/,
    embed: ([a, t]) => `https://music.yandex.ru/iframe/#track/${a}/${t}/`,
    width: 540,
    height: 100,
    origins: ['https://music.yandex.ru'],
  },
  'yandex-music-playlist': {
    regex: new RegExp(`^https?://music\\.yandex\\.ru/users/${ID}/playlists/(\\d{1,20})`),
    embed: ([u, p]) => `https://music.yandex.ru/iframe/#playlist/${u}/${p}/show/cover/description/`,
    width: 540,
    height: 400,
    origins: ['https://music.yandex.ru'],
  },
  codepen: {
    regex: new RegExp(`^https?://codepen\\.io/${ID}/pen/${ID}`),
    embed: ([u, p]) => `https://codepen.io/${u}/embed/${p}?height=300&theme-id=0&default-tab=css,result&embed-version=2`,
    width: 600,
    height: 300,
    origins: ['https://codepen.io'],
  },
  instagram: {
    regex: new RegExp(`^https://(?:www\\.)?instagram\\.com/(?:reel|p)/${ID}`),
    embed: ([id]) => `https://www.instagram.com/p/${id}/embed`,
    width: 400,
    height: 505,
    origins: ['https://www.instagram.com'],
  },
  twitter: {
    regex: /^https?:\/\/(?:www\.)?(?:twitter\.com|x\.com)\/[A-Za-z0-9_]{1,64}\/status\/(\d{1,25})/,
    embed: ([id]) => `https://platform.twitter.com/embed/Tweet.html?id=${id}`,
    width: 600,
    height: 300,
    origins: ['https://platform.twitter.com'],
  },
  pinterest: {
    regex: /^https?:\/\/(?:[a-z]{1,10}\.)?pinterest\.com\/pin\/([A-Za-z0-9_-]{1,64})\/?$/,
    embed: ([id]) => `https://assets.pinterest.com/ext/embed.html?id=${id}`,
    width: 600,
    height: 300,
    origins: ['https://assets.pinterest.com'],
  },
  facebook: {
    regex: /^https?:\/\/(?:www\.)?facebook\.com\/[A-Za-z0-9_.-]{1,100}\/(?:posts|videos)\/([A-Za-z0-9_.-]{1,100})/,
    embed: () => '',
    width: 600,
    height: 300,
    origins: ['https://www.facebook.com'],
  },
  aparat: {
    regex: new RegExp(`^https?://(?:www\\.)?aparat\\.com/v/${ID}/?`),
    embed: ([id]) => `https://www.aparat.com/video/video/embed/videohash/${id}/vt/frame`,
    width: 600,
    height: 300,
    origins: ['https://www.aparat.com'],
  },
  miro: {
    regex: /^https:\/\/miro\.com\/app\/board\/([A-Za-z0-9_=-]{4,40})\/?/,
    embed: ([id]) => `https://miro.com/app/live-embed/${id}`,
    width: 700,
    height: 500,
    origins: ['https://miro.com'],
  },
};

/** Every origin an allowed embed is framed from. */
export const EMBED_ORIGINS = [...new Set(Object.values(EMBED_SERVICES).flatMap((s) => s.origins))];

/** The embed URL rebuilt from a pasted source URL, or null when the service or URL is not allowed. */
export function rebuildEmbed(service: string, source: string): { embed: string; width: number; height: number } | null {
  if (!Object.hasOwn(EMBED_SERVICES, service) || source.length > 2000) return null;
  const s = EMBED_SERVICES[service];
  const m = s.regex.exec(source);
  if (!m) return null;
  if (service === 'facebook') {
    // Facebook's plugin takes the whole post URL, encoded.
    return { embed: `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(m[0])}&width=500`, width: s.width, height: s.height };
  }
  return { embed: s.embed(m.slice(1)), width: s.width, height: s.height };
}
