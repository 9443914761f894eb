/**
 * Entities as the API returns them, inferred from the answer schemas (answers.ts): the one place an
 * answer's shape is declared. Dates are ISO strings.
 */
import type { z } from 'zod';
import type * as a from './answers.ts';
import type { NOTIFICATION_TYPES } from './constants.ts';
import type { editorDataSchema } from './schemas.ts';

export type AuthorSummary = z.output<typeof a.authorSummarySchema>;
export type PersonalInfo = AuthorSummary['personal_info'];
export type BlogCard = z.output<typeof a.blogCardSchema>;
export type OwnBlogCard = z.output<typeof a.ownBlogCardSchema>;
export type BlogActivity = BlogCard['activity'];
export type Snippet = z.output<typeof a.snippetSchema>;
export type EditorBlock = z.output<typeof a.editorBlockSchema>;
/** The editor's output as the app holds it (time and version may be missing before a save). */
export type EditorData = z.output<typeof editorDataSchema>;
/** A blog from get-blog. */
export type Blog = z.output<typeof a.blogSchema>;
/** The session object from /signin, /signup and /google-auth. */
export type SessionUser = z.output<typeof a.sessionSchema>;
export type Profile = z.output<typeof a.profileAnswerSchema>;
export type Comment = z.output<typeof a.commentSchema>;
export type Notification = z.output<typeof a.notificationSchema>;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type CommentRef = NonNullable<Notification['comment']>;
/** A series by its name, slug and number of published parts. */
export type SeriesSummary = z.output<typeof a.seriesSummarySchema>;

/* Answers of the calls (API.md "Calls"). */
export type BlogsAnswer = z.output<typeof a.blogsAnswerSchema>;
export type CountAnswer = z.output<typeof a.countAnswerSchema>;
export type ApiError = z.output<typeof a.errorAnswerSchema>;
export type BookmarkEntry = z.output<typeof a.bookmarkEntrySchema>;
export type Member = z.output<typeof a.memberSchema>;
export type Invite = z.output<typeof a.inviteSchema>;
export type ReportEntry = z.output<typeof a.reportEntrySchema>;
export type LogEntry = z.output<typeof a.logEntrySchema>;

/* The workshop */
export type Reviewer = z.output<typeof a.reviewerSchema>;
export type Note = z.output<typeof a.noteSchema>;
export type NoteReply = z.output<typeof a.noteReplySchema>;
export type NotesAnswer = z.output<typeof a.notesAnswerSchema>;
export type ReviewDraftCard = z.output<typeof a.reviewDraftCardSchema>;

/**
 * A first screen the server rendered into a page (server/web/firstScreen.ts), and what the app
 * hydrates it with (src/app/start.tsx): the answers of the screen's first calls as a visitor's calls
 * get them, in the page's element FIRST_SCREEN_DATA_ID.
 */
export type FirstScreenData =
  | { screen: 'home'; path: string; latest: { blogs: BlogCard[]; totalDocs: number } }
  | { screen: 'blog'; path: string; blogId: string; blog: Blog };
