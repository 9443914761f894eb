export { NotificationReplyForm } from './NotificationReplyForm.tsx';
