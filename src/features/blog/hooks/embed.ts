/**
 * Embeds are rebuilt from their service's pattern (API.md "Content"): the stored `embed` URL is
 * never trusted. Patterns and URL shapes follow @editorjs/embed 2.7 (SPEC.md section 9's list), kept
 * here so the reading path does not load the editor.
 */
interface Service {
  regex: RegExp;
  embedUrl: string;
  height: number;
  width: number;
  id?: (groups: string[]) => string;
}

const SERVICES: Record<string, Service> = {
  vimeo: {
    regex: /(?:http[s]?:\/\/)?(?:www.)?(?:player.)?vimeo\.co(?:.+\/([^/]\d+)(?:#t=[\d]+)?s?$)/,
    embedUrl: 'https://player.vimeo.com/video/<%= remote_id %>?title=0&byline=0',
    height: 320,
    width: 580,
  },
  youtube: {
    regex: /(?:https?:\/\/)?(?:www\.)?(?:(?:youtu\.be\/)|(?:youtube\.com)\/(?:v\/|u\/\w\/|embed\/|watch))(?:(?:\?v=)?([^#&?=]*))?((?:[?&]\w*=\w*)*)/,
    embedUrl: 'https://www.youtube.com/embed/<%= remote_id %>',
    height: 320,
    width: 580,
    id: ([id, params]) => {
      let videoId = id;
      if (!params && videoId) return videoId;
      const keep: Record<string, string> = { start: 'start', end: 'end', t: 'start', time_continue: 'start', list: 'list' };
      const rest = (params ?? '')
        .slice(1)
        .split('&')
        .map((pair) => {
          const [k, v = ''] = pair.split('=');
          if (!videoId && k === 'v') {
            videoId = v;
            return null;
          }
          if (!keep[k] || v === 'LL' || v.startsWith('RDMM') || v.startsWith('FL')) return null;
          return `${keep[k]}=${v}`;
        })
        .filter(Boolean);
      return rest.length ? `${videoId}?${rest.join('&')}` : videoId;
    },
  },
  coub: { regex: /https?:\/\/coub\.com\/view\/([^/?&]+)/, embedUrl: 'https://coub.com/embed/<%= remote_id %>', height: 320, width: 580 },
  vine: { regex: /https?:\/\/vine\.co\/v\/([^/?&]+)/, embedUrl: 'https://vine.co/v/<%= remote_id %>/embed/simple/', height: 320, width: 580 },
  imgur: { regex: /https?:\/\/(?:i\.)?imgur\.com.*\/([a-zA-Z0-9]+)(?:\.gifv)?/, embedUrl: 'https://imgur.com/<%= remote_id %>/embed', height: 500, width: 540 },
  gfycat: { regex: /https?:\/\/gfycat\.com(?:\/detail)?\/([a-zA-Z]+)/, embedUrl: 'https://gfycat.com/ifr/<%= remote_id %>', height: 436, width: 580 },
  'twitch-channel': { regex: /https?:\/\/www\.twitch\.tv\/([^/?&]*)\/?$/, embedUrl: 'https://player.twitch.tv/?channel=<%= remote_id %>', height: 366, width: 600 },
  'twitch-video': { regex: /https?:\/\/www\.twitch\.tv\/(?:[^/?&]*\/v|videos)\/([0-9]*)/, embedUrl: 'https://player.twitch.tv/?video=v<%= remote_id %>', height: 366, width: 600 },
  'yandex-music-album': { regex: /https?:\/\/music\.yandex\.ru\/album\/([0-9]*)\/?$/, embedUrl: 'https://music.yandex.ru/iframe/#album/<%= remote_id %>/', height: 400, width: 540 },
  'yandex-music-track': {
    regex: /https?:\/\/music\.yandex\.ru\/album\/([0-9]*)\/track\/([0-9]*)/,
    embedUrl: 'https://music.yandex.ru/iframe/#track/<%= remote_id %>/',
    height: 100,
    width: 540,
    id: (g) => g.join('/'),
  },
  'yandex-music-playlist': {
    regex: /https?:\/\/music\.yandex\.ru\/users\/([^/?&]*)\/playlists\/([0-9]*)/,
    embedUrl: 'https://music.yandex.ru/iframe/#playlist/<%= remote_id %>/show/cover/description/',
    height: 400,
    width: 540,
    id: (g) => g.join('/'),
  },
  codepen: {
    regex: /https?:\/\/codepen\.io\/([^/?&]*)\/pen\/([^/?&]*)/,
    embedUrl: 'https://codepen.io/<%= remote_id %>?height=300&theme-id=0&default-tab=css,result&embed-version=2',
    height: 300,
    width: 600,
    id: (g) => g.join('/embed/'),
  },
  instagram: {
    regex: /^https:\/\/(?:www\.)?instagram\.com\/(?:reel|p)\/(.*)/,
    embedUrl: 'https://www.instagram.com/p/<%= remote_id %>/embed',
    height: 505,
    width: 400,
    id: (g) => g[0]?.split('/')[0] ?? '',
  },
  twitter: {
    regex: /^https?:\/\/(www\.)?(?:twitter\.com|x\.com)\/.+\/status\/(\d+)/,
    embedUrl: 'https://platform.twitter.com/embed/Tweet.html?id=<%= remote_id %>',
    height: 300,
    width: 600,
    id: (g) => g[1],
  },
  pinterest: {
    regex: /https?:\/\/([^/?&]*).pinterest.com\/pin\/([^/?&]*)\/?$/,
    embedUrl: 'https://assets.pinterest.com/ext/embed.html?id=<%= remote_id %>',
    height: 400,
    width: 600,
    id: (g) => g[1],
  },
  facebook: {
    regex: /https?:\/\/www.facebook.com\/([^/?&]*)\/(.*)/,
    embedUrl: 'https://www.facebook.com/plugins/post.php?href=https://www.facebook.com/<%= remote_id %>&width=500',
    height: 500,
    width: 500,
    id: (g) => g.join('/'),
  },
  aparat: {
    regex: /(?:http[s]?:\/\/)?(?:www.)?aparat\.com\/v\/([^/?&]+)\/?/,
    embedUrl: 'https://www.aparat.com/video/video/embed/videohash/<%= remote_id %>/vt/frame',
    height: 300,
    width: 600,
  },
  miro: { regex: /https:\/\/miro.com\/\S+(\S{12})\/(\S+)?/, embedUrl: 'https://miro.com/app/live-embed/<%= remote_id %>', height: 500, width: 700 },
};

export interface ResolvedEmbed {
  service: string;
  src: string;
  width: number;
  height: number;
}

/** The iframe to show for an embed block, or null when the service or source is not allowed. */
export function resolveEmbed(data: { service?: unknown; source?: unknown; height?: unknown }): ResolvedEmbed | null {
  const name = typeof data.service === 'string' ? data.service : '';
  const source = typeof data.source === 'string' ? data.source : '';
  const service = Object.prototype.hasOwnProperty.call(SERVICES, name) ? SERVICES[name] : undefined;
  if (!service || !source) return null;
  const match = service.regex.exec(source);
  if (!match) return null;
  const groups = match.slice(1).map((g) => g ?? '');
  const id = service.id ? service.id(groups) : (groups[0] ?? '');
  if (!id) return null;
  const src = service.embedUrl.replace(/<%= remote_id %>/g, id);
  if (!src.startsWith('https://')) return null;
  return { service: name, src, width: service.width, height: service.height };
}

export const EMBED_SERVICES = Object.keys(SERVICES);
