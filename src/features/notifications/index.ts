export { NotificationsPage } from './components/NotificationsPage.tsx';
