export { GoogleButton } from './GoogleButton.tsx';
