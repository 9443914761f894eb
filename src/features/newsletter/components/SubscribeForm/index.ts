export { focusSubscribeForm, SubscribeForm, SUBSCRIBE_FORM_ID, type SubscribeFormProps } from './SubscribeForm.tsx';
