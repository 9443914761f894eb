export { ManageBlogsPage } from './ManageBlogsPage.tsx';
