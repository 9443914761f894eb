// The profile feature: /user/:id.
export { ProfilePage } from './components/ProfilePage';
