export { AuthCard } from './AuthCard.tsx';
