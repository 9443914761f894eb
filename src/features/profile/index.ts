// The profile feature: /user/:id.
export { ProfilePage } from './components/ProfilePage';
export { FollowButton } from './components/FollowButton';
