export { ConfirmSubscriptionPage } from './ConfirmSubscriptionPage.tsx';
