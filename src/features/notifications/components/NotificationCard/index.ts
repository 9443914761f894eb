export { NotificationCard, NotificationCardSkeleton } from './NotificationCard.tsx';
