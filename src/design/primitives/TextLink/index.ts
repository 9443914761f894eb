export { TextLink } from './TextLink';
export type { TextLinkProps } from './TextLink';
