export { UnsubscribePage } from './UnsubscribePage.tsx';
