export { RestoreNotice } from './RestoreNotice.tsx';
export type { RestoreNoticeProps } from './RestoreNotice.tsx';
