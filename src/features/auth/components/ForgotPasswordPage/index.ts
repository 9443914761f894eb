export { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
