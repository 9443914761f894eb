export { FollowButton } from './FollowButton.tsx';
