export { SubscribersPage } from './SubscribersPage.tsx';
