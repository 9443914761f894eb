export { Wordmark } from './Wordmark.tsx';
