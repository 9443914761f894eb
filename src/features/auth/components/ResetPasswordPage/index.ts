export { ResetPasswordPage } from './ResetPasswordPage.tsx';
