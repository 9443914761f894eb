export { PageNotFound } from './PageNotFound';
export type { PageNotFoundProps } from './PageNotFound';
