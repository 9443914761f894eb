export { BlogBanner } from './BlogBanner';
export type { BlogBannerProps } from './BlogBanner';
