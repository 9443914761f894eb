export { UserCard } from './UserCard';
export type { UserCardProps } from './UserCard';
