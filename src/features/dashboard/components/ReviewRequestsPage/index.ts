export { ReviewRequestsPage } from './ReviewRequestsPage';
