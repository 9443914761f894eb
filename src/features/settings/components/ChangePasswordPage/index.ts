export { ChangePasswordPage } from './ChangePasswordPage.tsx';
