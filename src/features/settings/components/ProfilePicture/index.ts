export { ProfilePicture } from './ProfilePicture.tsx';
