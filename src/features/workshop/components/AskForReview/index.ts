export { AskForReview } from './AskForReview';
export type { AskForReviewProps } from './AskForReview';
