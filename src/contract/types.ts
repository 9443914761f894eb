/** Entities as the API returns them (API.md "Entities as the API returns them"). Dates are ISO strings. */
import type { NotificationFilter } from './constants.ts';
import type { SocialLinks } from './schemas.ts';

export interface PersonalInfo {
  fullname: string;
  username: string;
  profile_img: string;
}
export interface AuthorSummary {
  _id?: string;
  personal_info: PersonalInfo;
}

export interface BlogActivity {
  total_likes: number;
  total_comments: number;
  total_reads: number;
  total_parent_comments: number;
}

export interface EditorBlock {
  id?: string;
  type: string;
  data: Record<string, unknown>;
  tunes?: Record<string, unknown>;
}
export interface EditorData {
  time?: number;
  blocks: EditorBlock[];
  version?: string;
}

/** A blog in a list. */
export interface BlogCard {
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  tags: string[];
  publishedAt: string;
  activity: BlogActivity;
  author: AuthorSummary;
}
/** A blog from get-blog. */
export interface Blog extends BlogCard {
  _id: string;
  content: [EditorData];
  draft: boolean;
  author: AuthorSummary & { _id: string };
}

/** The session object from /signin, /signup and /google-auth. */
export interface SessionUser {
  access_token: string;
  username: string;
  fullname: string;
  profile_img: string;
  /** Whether the owner proved the e-mail (Google sign-in does; a password sign-up not yet). */
  email_verified?: boolean;
}

export interface Profile {
  _id: string;
  personal_info: PersonalInfo & { bio: string; email?: string };
  account_info: { total_posts: number; total_reads: number };
  social_links: SocialLinks;
  joinedAt: string;
}

export interface Comment {
  _id: string;
  comment: string;
  commentedAt: string;
  commented_by: AuthorSummary;
  children: string[];
  isReply: boolean;
  parent?: string | null;
}

export type NotificationType = Exclude<NotificationFilter, 'all'>;
export interface CommentRef {
  _id: string;
  comment: string;
}
export interface Notification {
  _id: string;
  type: NotificationType;
  seen: boolean;
  createdAt: string;
  user: AuthorSummary;
  blog: { _id: string; blog_id: string; title: string; author?: string };
  comment?: CommentRef;
  replied_on_comment?: CommentRef;
  reply?: CommentRef;
}

/* Answers of the calls (API.md "Calls"). */
export interface BlogsAnswer {
  blogs: BlogCard[];
}
export interface CountAnswer {
  totalDocs: number;
}
export interface ApiError {
  error: string;
}
