export { NotificationsPage } from './components/NotificationsPage';
