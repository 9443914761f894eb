/**
 * The messages of SPEC.md that a reader's screens say (home, a blog and its comments, a profile, search):
 * kept apart from the rest of MESSAGES (messages.ts) so that only these are in the catalogue part every
 * page loads. A reading screen imports READER_MESSAGES, not MESSAGES (src/locales/catalogueParts.test.ts
 * follows the imports).
 */
export const READER_MESSAGES = {
  verificationSent: /*i18n*/ 'Verification e-mail sent',
  reported: /*i18n*/ 'Thanks, a moderator will look at it',
  noBio: /*i18n*/ "User doesn't have a bio",
  noUserBlogs: /*i18n*/ "User hasn't posted any blogs",
  signInToLike: /*i18n*/ 'Please sign in to like blogs',
  linkCopied: /*i18n*/ 'Link copied to clipboard!',
  noSearchBlogs: /*i18n*/ 'No blogs related to this search :(',
  noUsers: /*i18n*/ 'No users found',
  deletedComment: /*i18n*/ '[deleted]',
  signInToReply: /*i18n*/ 'Please sign in to reply to comments',
  commentPosted: /*i18n*/ 'Comment Posted',
  noComments: /*i18n*/ 'No Comments',
  replyPosted: /*i18n*/ 'Reply Posted',
  commentEmpty: /*i18n*/ 'Write something to add a comment',
  signInToComment: /*i18n*/ 'Please sign in to add a comment',
  noCategoryBlogs: /*i18n*/ 'No blogs under this category at the moment :(',
  noFollowingBlogs: /*i18n*/ 'No blogs from the people you follow yet',
  writeFirst: /*i18n*/ 'Write the first one!',
  noTrending: /*i18n*/ 'No trending blogs at the moment :(',
} as const;
