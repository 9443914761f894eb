import type { BookmarkEntry, Invite, LogEntry, Member, ReportEntry } from '@/contract';
import { blogCard, fixtureImages } from './fixtures.ts';

/** The community screens' fixtures: reports, the log, members, invites, a reading list. */

export const reports: ReportEntry[] = [
  {
    _id: 'report-1',
    target: 'comment',
    target_id: 'comment-7',
    reason: 'Insults other readers',
    createdAt: '2026-11-21T09:00:00.000Z',
    reporter: { username: 'grace', fullname: 'Grace Hopper' },
    against: { username: 'troll', fullname: 'Tom Troll', role: 'member' },
    content: { title: 'The Analytical Engine, explained', text: 'Nobody wants to read this nonsense.', link: '/blogs/the-analytical-engine', hidden: false },
  },
  {
    _id: 'report-2',
    target: 'blog',
    target_id: 'blog-9',
    reason: 'Spam: the same links again and again',
    createdAt: '2026-11-21T10:30:00.000Z',
    reporter: { username: 'ada', fullname: 'Ada Lovelace' },
    against: { username: 'spammer', fullname: 'Sam Spammer', role: 'member' },
    content: { title: 'Buy cheap pills', text: 'Click here, click here, click here.', link: '/blogs/buy-cheap-pills', hidden: false },
  },
  {
    _id: 'report-3',
    target: 'user',
    target_id: 'user-3',
    reason: 'Sends the same message to everyone',
    createdAt: '2026-11-21T11:00:00.000Z',
    reporter: { username: 'grace', fullname: 'Grace Hopper' },
    against: { username: 'spammer', fullname: 'Sam Spammer', role: 'member' },
    content: { title: 'Sam Spammer', text: 'Best deals online', link: '/user/spammer', hidden: false },
  },
];

export const logEntries: LogEntry[] = [
  { _id: 'log-2', action: 'suspend', target: 'user', target_id: 'user-3', label: '@spammer', reason: 'Sends the same message to everyone', days: 7, moderator: 'grace', createdAt: '2026-11-21T11:30:00.000Z', hidden: false },
  { _id: 'log-1', action: 'hide', target: 'comment', target_id: 'comment-7', label: 'Nobody wants to read this nonsense.', reason: 'Insults other readers', days: null, moderator: 'grace', createdAt: '2026-11-21T11:10:00.000Z', hidden: true },
];

export const members: Member[] = [
  { _id: 'user-3', username: 'spammer', fullname: 'Sam Spammer', profile_img: fixtureImages.avatarGrace, role: 'member', joinedAt: '2026-11-20T08:00:00.000Z', total_posts: 4, reports: 3, suspended_until: '2026-11-28T11:30:00.000Z' },
  { _id: 'user-2', username: 'grace', fullname: 'Grace Hopper', profile_img: fixtureImages.avatarGrace, role: 'moderator', joinedAt: '2024-03-01T08:00:00.000Z', total_posts: 12, reports: 0, suspended_until: null },
  { _id: 'user-1', username: 'ada', fullname: 'Ada Lovelace', profile_img: fixtureImages.avatarAda, role: 'admin', joinedAt: '2024-01-15T10:00:00.000Z', total_posts: 3, reports: 0, suspended_until: null },
];

export const invites: Invite[] = [
  {
    code: 'k3v9pQ2xYbLm',
    url: '/signup?invite=k3v9pQ2xYbLm',
    max_uses: 5,
    uses: 2,
    expires_at: '2099-12-01T00:00:00.000Z',
    created_at: '2026-11-20T09:00:00.000Z',
    created_by: { username: 'grace', fullname: 'Grace Hopper' },
    joined: [
      { username: 'newcomer', fullname: 'New Comer' },
      { username: 'linus', fullname: 'Linus Bergström' },
    ],
  },
  { code: 'oldOldOld123', url: '/signup?invite=oldOldOld123', max_uses: 1, uses: 0, expires_at: '2026-01-01T00:00:00.000Z', created_at: '2025-12-20T09:00:00.000Z', created_by: null, joined: [] },
];

export const bookmarks: BookmarkEntry[] = [
  { _id: 'b-1', saved_at: '2026-11-21T09:00:00.000Z', title: blogCard(1).title, author: { fullname: 'Ada Lovelace', username: 'ada' }, blog: blogCard(1) },
  { _id: 'b-gone', saved_at: '2026-11-20T09:00:00.000Z', title: 'A blog its author deleted', author: { fullname: 'Grace Hopper', username: 'grace' }, blog: null },
  { _id: 'b-2', saved_at: '2026-11-19T09:00:00.000Z', title: blogCard(2).title, author: { fullname: 'Grace Hopper', username: 'grace' }, blog: blogCard(2) },
];
