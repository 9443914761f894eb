export { Credits } from './Credits';
export type { CreditsProps } from './Credits';
