export { AuthPage, SignInPage, SignUpPage } from './components/AuthPage.tsx';
export { firstFormError } from './forms/firstFormError.ts';
