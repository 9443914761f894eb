export { ManageBlogsPage } from './components/ManageBlogsPage';
export { ReadingListPage } from './components/ReadingListPage';
