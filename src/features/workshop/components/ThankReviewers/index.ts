export { ThankReviewers } from './ThankReviewers';
export type { ThankReviewersProps } from './ThankReviewers';
