// The auth feature: the account screens (sign in and up, forgot and reset password, verify) and the verify banner.
export { AuthPage, SignInPage, SignUpPage } from './components/AuthPage';
export { ForgotPasswordPage } from './components/ForgotPasswordPage';
export { ResetPasswordPage } from './components/ResetPasswordPage';
export { VerifyEmailPage } from './components/VerifyEmailPage';
export { VerifyBanner } from './components/VerifyBanner';
export { firstFormError } from './forms/firstFormError.ts';
export { googleIdToken, isGoogleConfigured } from './model/googlePopup.ts';
