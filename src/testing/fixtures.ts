/** Fixtures shared by tests and stories: shaped exactly as the API returns them (API.md). */
import type { Blog, BlogCard, Comment, Notification, Profile } from '@/contract';
import type { StoredSession } from '@/lib';

// Images served by Storybook/Vite from public/ (no third-party hosts).
export const fixtureImages = {
  banner: '/fixtures/banner-1.svg',
  banner2: '/fixtures/banner-2.svg',
  avatarAda: '/fixtures/avatar-ada.svg',
  avatarGrace: '/fixtures/avatar-grace.svg',
  /** A real photo (server/media/fixtures/circuit-board.jpg at 640 px) with its size and ThumbHash. */
  photo: '/fixtures/photo-board.jpg',
};

/** The photo's size and placeholder as the server records them. */
export const fixturePhotoMeta = { width: 640, height: 424, placeholder: 'W5gFDYTvmZR3d4hpZYmJifSZDGs3' };

export const ada = { personal_info: { fullname: 'Ada Lovelace', username: 'ada', profile_img: fixtureImages.avatarAda } };
export const grace = { personal_info: { fullname: 'Grace Hopper', username: 'grace', profile_img: fixtureImages.avatarGrace } };

export const sessionAda: StoredSession = { access_token: 'fixture-token-ada', username: 'ada', fullname: 'Ada Lovelace', profile_img: fixtureImages.avatarAda, new_notification_available: false };
export const sessionGrace: StoredSession = { access_token: 'fixture-token-grace', username: 'grace', fullname: 'Grace Hopper', profile_img: fixtureImages.avatarGrace, new_notification_available: true };

const activity = (likes: number, comments: number, reads: number) => ({ total_likes: likes, total_comments: comments, total_reads: reads, total_parent_comments: Math.ceil(comments / 2) });

export function blogCard(n: number, overrides: Partial<BlogCard> = {}): BlogCard {
  return {
    _id: `blog-${n}`,
    blog_id: `notes-on-the-analytical-engine-${n}`,
    title: n % 2 ? 'Notes on the Analytical Engine' : 'Compilers for everyone: a gentle tour',
    des: n % 2 ? 'Why a machine that weaves algebraic patterns changes how we think about computation.' : 'From parsing to code generation, in plain words and small examples.',
    banner: n % 2 ? fixtureImages.banner : fixtureImages.banner2,
    tags: n % 2 ? ['tech', 'history'] : ['tech', 'compilers'],
    publishedAt: new Date(Date.UTC(2026, 10, 20 - n, 9)).toISOString(),
    language: 'en',
    activity: activity(12 + n, 4, 230 + n * 10),
    author: n % 2 ? ada : grace,
    ...overrides,
  };
}

export const blogCards: BlogCard[] = Array.from({ length: 6 }, (_, i) => blogCard(i + 1));

export const blog: Blog = {
  ...blogCard(1),
  _id: 'blog-1',
  draft: false,
  language: 'en',
  author: { _id: 'user-ada', ...ada },
  content: [
    {
      time: 1763700000000,
      version: '2.31.7',
      blocks: [
        { id: 'b1', type: 'paragraph', data: { text: 'The engine <b>weaves</b> algebraic patterns just as the Jacquard loom <i>weaves</i> flowers and leaves. Read <a href="https://example.org/notes">the notes</a>, <mark>highlighted</mark>, with <code>code</code>.' } },
        { id: 'b2', type: 'header', data: { text: 'A machine for every science', level: 2 } },
        { id: 'b3', type: 'list', data: { style: 'unordered', items: ['Numbers as symbols', 'Operations as cards', 'Results as patterns'] } },
        { id: 'b4', type: 'image', data: { file: { url: fixtureImages.banner2 }, caption: 'The loom and its cards' } },
        { id: 'b5', type: 'quote', data: { text: 'That brain of mine is something more than merely mortal.', caption: 'Ada Lovelace', alignment: 'left' } },
        { id: 'b6', type: 'header', data: { text: 'Steps', level: 3 } },
        { id: 'b7', type: 'list', data: { style: 'ordered', items: ['Write the table', 'Punch the cards', 'Turn the crank'] } },
      ],
    },
  ],
};

export const profileAda: Profile = {
  _id: 'user-ada',
  personal_info: { ...ada.personal_info, bio: 'Mathematician. Writes about engines, looms and the poetry of numbers.' },
  account_info: { total_posts: 3, total_reads: 1240 },
  social_links: { youtube: '', facebook: '', twitter: 'https://x.com/ada', github: 'https://github.com/ada', instagram: '', website: 'https://ada.example.org' },
  followers: 12,
  fediverse_followers: 0,
  subscribers: 0,
  following: 3,
  joinedAt: '2024-01-15T10:00:00.000Z',
  role: 'member',
  trust_level: 1,
};

export function comment(n: number, overrides: Partial<Comment> = {}): Comment {
  return {
    _id: `comment-${n}`,
    comment: n % 2 ? 'This is the clearest explanation of the engine I have read.' : 'Could you write a follow-up on the cards?',
    commentedAt: new Date(Date.UTC(2026, 10, 21, 8, 60 - n)).toISOString(),
    commented_by: n % 2 ? grace : ada,
    children: [],
    isReply: false,
    parent: null,
    blog_id: 'blog-1',
    ...overrides,
  };
}

export const notifications: Notification[] = [
  { _id: 'n1', type: 'like', seen: false, createdAt: '2026-11-21T09:00:00.000Z', user: grace, blog: { _id: 'blog-1', blog_id: blog.blog_id, title: blog.title, author: 'user-ada' } },
  { _id: 'n2', type: 'comment', seen: false, createdAt: '2026-11-21T08:00:00.000Z', user: grace, blog: { _id: 'blog-1', blog_id: blog.blog_id, title: blog.title, author: 'user-ada' }, comment: { _id: 'comment-1', comment: 'Lovely read!' } },
  { _id: 'n3', type: 'reply', seen: true, createdAt: '2026-11-20T08:00:00.000Z', user: grace, blog: { _id: 'blog-1', blog_id: blog.blog_id, title: blog.title, author: 'user-ada' }, comment: { _id: 'comment-3', comment: 'Thanks, I will!' }, replied_on_comment: { _id: 'comment-2', comment: 'Could you write a follow-up?' } },
];
