export { ProfileCard } from './ProfileCard';
