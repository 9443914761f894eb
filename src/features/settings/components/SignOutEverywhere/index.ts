export { SignOutEverywhere } from './SignOutEverywhere.tsx';
