export { ManageBlogsPage } from './components/ManageBlogsPage';
