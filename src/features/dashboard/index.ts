export { ManageBlogsPage } from './components/ManageBlogsPage';
export { ReadingListPage } from './components/ReadingListPage';
export { ReviewRequestsPage } from './components/ReviewRequestsPage';
