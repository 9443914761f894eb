export { AuthPage, SignInPage, SignUpPage } from './components/AuthPage.tsx';
export { TextInput, PasswordInput, TextAreaInput } from './components/TextInput.tsx';
export type { TextInputProps, PasswordInputProps, TextAreaInputProps } from './components/TextInput.tsx';
export { firstFormError } from './forms/firstFormError.ts';
