export { ReviewerPicker } from './ReviewerPicker';
export type { ReviewerPickerProps } from './ReviewerPicker';
