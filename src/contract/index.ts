/** What the browser and the server share. Imports nothing but zod. */
export * from './constants.ts';
export * from './embeds.ts';
export * from './images.ts';
export * from './imports.ts';
export * from './importReasons.ts';
export * from './inlineHtml.ts';
export * from './languages.ts';
export * from './messages.ts';
export * from './readerMessages.ts';
export * from './errors.ts';
export * from './wording.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './answers.ts';
export * from './calls.ts';
export * from './routes.ts';
export type * from './types.ts';
