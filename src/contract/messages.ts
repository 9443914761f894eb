import { READER_MESSAGES } from './readerMessages.ts';

/**
 * Every message SPEC.md names, written once. The forms and the server both use these. Those a reader's
 * screens say are in readerMessages.ts (the first screens' catalogue part); these are the forms', the
 * editor's and the server's, in the catalogue part loaded with those screens and with a refusal.
 */
export const MESSAGES = {
  ...READER_MESSAGES,
  // Authentication (SPEC.md section 5, checked in this order)
  fullnameShort: /*i18n*/ 'Fullname must be at least 3 letters long',
  allFieldsRequired: /*i18n*/ 'All fields are required. Please enter your Full Name, Email and Password',
  invalidEmail: /*i18n*/ 'Invalid email',
  passwordRule: /*i18n*/ 'Password should be 6-20 characters, with at least 1 number, 1 lowercase letter and 1 uppercase letter',
  invalidCredentials: /*i18n*/ 'Invalid email or password',
  emailExists: /*i18n*/ 'Email already exists',
  googleFailed: /*i18n*/ 'There was a problem logging in with Google. Try again.',
  // Save draft and publish
  draftTitle: /*i18n*/ 'You must provide a title to save a draft',
  publishBanner: /*i18n*/ 'Please upload a blog banner before publishing',
  publishTitle: /*i18n*/ 'Please enter a blog title before publishing',
  publishEmpty: /*i18n*/ "You can't publish an empty blog!",
  formTitle: /*i18n*/ 'You must provide a title to publish the blog',
  formDescription: /*i18n*/ 'You must provide a blog description under 200 characters to publish',
  tagsMin: /*i18n*/ 'You need at least 1 tag to publish your blog',
  tagsMax: /*i18n*/ 'You cannot add more than 5 tags to your blog',
  tagsAddSixth: /*i18n*/ 'You can only add 5 tags',
  tagsMainTag: /*i18n*/ 'Your tags need to include at least one of the main tags',
  // Editor content
  invalidLink: /*i18n*/ 'Pasted link is not valid.',
  imageUploadFailed: /*i18n*/ 'Couldn’t upload image. Please try another.',
  // Change password
  passwordsBoth: /*i18n*/ 'Please enter both the current and new password',
  passwordsRule: /*i18n*/ 'Passwords must be 6-20 characters, with at least 1 number, 1 lowercase letter and 1 uppercase letter',
  // The server's refusal of a wrong current password (API.md: 403).
  currentPasswordWrong: /*i18n*/ 'Incorrect current password',
  // Profile
  usernameShort: /*i18n*/ 'Username must be at least 3 characters',
  bioLong: /*i18n*/ 'Bio cannot be more than 160 characters',
  // Comments and likes
  // Toasts (SPEC.md section 8)
  uploadingBanner: /*i18n*/ 'Uploading banner...',
  uploaded: /*i18n*/ 'Uploaded',
  savingDraft: /*i18n*/ 'Saving Draft...',
  draftSaved: /*i18n*/ 'Draft Saved',
  publishing: /*i18n*/ 'Publishing...',
  published: /*i18n*/ 'Published!',
  updating: /*i18n*/ 'Updating...',
  savingChanges: /*i18n*/ 'Saving changes...',
  uploading: /*i18n*/ 'Uploading...',
  passwordChanged: /*i18n*/ 'Password changed successfully!',
  profileSaved: /*i18n*/ 'Profile Changes saved successfully!',
  pictureUpdated: /*i18n*/ 'Profile Picture Updated!',
  blogDeleted: /*i18n*/ 'Blog deleted successfully',
  deleteWarningTitle: /*i18n*/ 'Warning',
  deleteWarning: /*i18n*/ 'Deleting a blog (or draft) is permanent and cannot be undone! Are you sure you want to delete?',
  deleteForever: /*i18n*/ 'Delete Forever',
  // Empty states (SPEC.md section 2)
  noPublished: /*i18n*/ 'No published blogs',
  noDrafts: /*i18n*/ 'No draft blogs',
  noDescription: /*i18n*/ 'No Description',
  noNotifications: /*i18n*/ 'No notifications available',
  // Details the server adds (API.md)
  textHasNul: /*i18n*/ 'Text cannot contain a NUL character',
  oneLine: (what: string) => `${what} cannot contain line breaks, tabs or other control characters`,
  tooLong: (what: string, max: number) => `${what} cannot be longer than ${max.toLocaleString('en-US')} characters`,
  usernameChars: /*i18n*/ 'Username can only contain letters, numbers, underscores and dots',
  usernameTaken: /*i18n*/ 'Username is already taken',
  socialLink: (site: string) => `Your ${site} link is invalid. Enter a full link to ${site}`,
  unknownFilter: /*i18n*/ 'Unknown notification filter',
  // Accounts and e-mail (API.md second edition; the words where it gives them)
  forgotPassword: /*i18n*/ 'Forgot password?',
  resetSent: /*i18n*/ 'If an account exists, we sent a link',
  resetInvalid: /*i18n*/ 'This reset link is invalid or has expired',
  passwordReset: /*i18n*/ 'Your password has been reset',
  verifyInvalid: /*i18n*/ 'This verification link is invalid or has expired',
  emailVerified: /*i18n*/ 'Your e-mail is verified',
  verificationWait: /*i18n*/ 'Please wait a minute before asking for another e-mail',
  verificationDailyLimit: /*i18n*/ 'We sent as many verification e-mails as we can today. Please try again tomorrow',
  alreadyVerified: /*i18n*/ 'Your e-mail is already verified',
  unsubscribeInvalid: /*i18n*/ 'This unsubscribe link is invalid',
  unsubscribed: /*i18n*/ 'You will no longer get these e-mails',
  emailSettingsSaved: /*i18n*/ 'E-mail settings saved',
  // Preferences (API.md third edition, "Languages and theme")
  languageInvalid: /*i18n*/ 'Language must be en, es, ar or null',
  themeInvalid: /*i18n*/ 'Theme must be light, dark or system',
  deletePasswordWrong: /*i18n*/ 'Incorrect password',
  deleteConfirmWrong: /*i18n*/ 'Type your username exactly to confirm',
  deletePasswordRequired: /*i18n*/ 'Enter your password to delete your account',
  accountDeleted: /*i18n*/ 'Your account has been deleted',
  exportRunning: /*i18n*/ 'Your export is still being prepared. Please wait for it to finish.',
  exportTooSoon: /*i18n*/ 'You can download your data once every 10 minutes. Please try again later.',
  // Community (API.md second edition)
  signupClosed: /*i18n*/ 'Sign-up is closed',
  inviteInvalid: /*i18n*/ 'This invite is invalid or has expired',
  inviteRequired: /*i18n*/ 'Sign-up is by invitation: open the invite link you were sent',
  suspended: (until: string) => `Your account is suspended until ${until}`,
  reportedTwice: /*i18n*/ 'You have already reported this',
  blockedByAuthor: /*i18n*/ 'You cannot comment here: this member has blocked you',
  moderatorsOnly: /*i18n*/ 'Only moderators can do this',
  adminsOnly: /*i18n*/ 'Only admins can do this',
  ownReport: /*i18n*/ 'A moderator cannot act on their own report',
  noBookmarks: /*i18n*/ 'Your reading list is empty',
  bookmarkGone: /*i18n*/ 'No longer available',
  // Writing and publishing (API.md second edition)
  blogChanged: /*i18n*/ 'This blog changed since you opened it',
  previewGone: /*i18n*/ 'This preview link is invalid or was turned off',
  // What one save may cost (SAVE_LIMITS)
  codeTotal: (max: number) => `Code blocks can hold at most ${max.toLocaleString('en-US')} characters in all`,
  savingTooOften: (seconds: number) => `You are saving too often. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  saveBusy: /*i18n*/ 'The server is busy. Try saving again in a moment.',
  saveTooSlow: /*i18n*/ 'This blog took too long to prepare. Split it into smaller blogs and save again.',
} as const;

/** A message catalogue's messages with parameters, each with its translatable ICU twin. */
export type TemplatesOf<T> = {
  readonly [K in keyof T as T[K] extends (...args: never[]) => string ? K : never]: { readonly message: string; readonly params: readonly string[] };
};

/**
 * The translatable twin of each message with parameters (the English of the function, in ICU, for the
 * app's catalogue): `params` names the function's arguments in order, so a problem stated with values
 * (errors.ts, `say`) can be said again in the reader's language. The server keeps sending the English.
 */
export const MESSAGE_TEMPLATES = {
  oneLine: { message: /*i18n*/ '{what} cannot contain line breaks, tabs or other control characters', params: ['what'] },
  tooLong: { message: /*i18n*/ '{what} cannot be longer than {max, number} characters', params: ['what', 'max'] },
  socialLink: { message: /*i18n*/ 'Your {site} link is invalid. Enter a full link to {site}', params: ['site'] },
  suspended: { message: /*i18n*/ 'Your account is suspended until {until}', params: ['until'] },
  codeTotal: { message: /*i18n*/ 'Code blocks can hold at most {max, number} characters in all', params: ['max'] },
  savingTooOften: { message: /*i18n*/ 'You are saving too often. Try again in {seconds, plural, one {# second} other {# seconds}}.', params: ['seconds'] },
} as const satisfies TemplatesOf<typeof MESSAGES>;
