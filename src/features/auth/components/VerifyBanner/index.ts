export { VerifyBanner } from './VerifyBanner.tsx';
