export { ManageBlogsPage } from './components/ManageBlogsPage.tsx';
