export { ReviewDraft } from './ReviewDraft';
export type { ReviewDraftProps } from './ReviewDraft';
