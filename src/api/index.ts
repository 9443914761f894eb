/**
 * The browser's one data layer (ARCHITECTURE.md): per resource, its query keys, the queryOptions of
 * each read, and each write with the invalidations it implies, all typed from the contract's call
 * table. Features import from here; nothing else reaches the API.
 */
export * from './lists.ts';
export * from './blogs.ts';
export * from './blogWrites.ts';
export * from './comments.ts';
export * from './notifications.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './uploads.ts';
export * from './account.ts';
export * from './community.ts';
export * from './imports.ts';
export * from './newsletter.ts';
export * from './trust.ts';
export * from './workshop.ts';
export * from './siteExport.ts';
