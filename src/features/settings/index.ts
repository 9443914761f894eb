export { EditProfilePage, ChangePasswordPage } from './components/SettingsPages.tsx';
