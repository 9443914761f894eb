export { AuthPage, SignInPage, SignUpPage } from './AuthPage.tsx';
