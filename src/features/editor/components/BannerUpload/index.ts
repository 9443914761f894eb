export { BANNER_PLACEHOLDER, BannerUpload } from './BannerUpload.tsx';
export type { BannerUploadProps } from './BannerUpload.tsx';
