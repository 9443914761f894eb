export { VerifyEmailPage } from './VerifyEmailPage.tsx';
