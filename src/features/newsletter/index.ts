// The newsletter feature: following an author by e-mail without an account, and the author's side of it.
export { focusSubscribeForm, SubscribeForm, SUBSCRIBE_FORM_ID } from './components/SubscribeForm';
export { ConfirmSubscriptionPage } from './components/ConfirmSubscriptionPage';
export { SubscribersPage } from './components/SubscribersPage';
