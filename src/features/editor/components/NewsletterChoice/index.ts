export { NewsletterChoice } from './NewsletterChoice.tsx';
