/**
 * The reasons an import's report gives for a post it skipped, or for the file when the import
 * failed (API.md third edition, "Import and moved links"). English here; the app shows them in the
 * reader's language by these same texts. A file of its own: its words are in the catalogue part of
 * the import screens (lingui.config.ts), and other screens reach the rest of imports.ts.
 */
export const IMPORT_REASONS = {
  alreadyImported: /*i18n*/ 'already imported',
  noTitle: /*i18n*/ 'no title',
  noContent: /*i18n*/ 'nothing to show: no text, image or embed',
  noHtml: /*i18n*/ 'no HTML in the export',
  noBody: /*i18n*/ 'its text is not in the file',
  unreadable: /*i18n*/ 'not readable',
  notAnExport: /*i18n*/ 'This file is not an export we can read',
  xmlEntities: /*i18n*/ 'XML entities are not accepted',
  unreadableXml: /*i18n*/ 'The XML is not well-formed',
  unreadableZip: /*i18n*/ 'The archive cannot be read',
  inflates: /*i18n*/ 'The archive inflates past the limit',
  fileGone: /*i18n*/ 'The file is no longer on the server',
  archiveCorrupt: /*i18n*/ 'This archive does not match its manifest (a file is missing, changed or added): nothing was imported',
  archivePublic: /*i18n*/ 'A public archive has no e-mail addresses or passwords, so its members could never sign in: import a full archive',
  siteNotEmpty: /*i18n*/ 'An archive of a community is imported only into an empty site: this one already has members or blogs',
  archiveAccounts: /*i18n*/ 'An account of the archive has the e-mail address of one account here and the username of another',
} as const;
