export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** The community's archive (API.md third edition): `public` is what anyone may read, `full` moves the community. */
export const SITE_EXPORT_MODES = ['public', 'full'] as const;
export type SiteExportMode = (typeof SITE_EXPORT_MODES)[number];
/** An archive's job, as its screen reads it. */
export const SITE_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
