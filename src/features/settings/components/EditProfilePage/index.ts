export { EditProfilePage } from './EditProfilePage.tsx';
