export { EmailSettingsPage } from './EmailSettingsPage.tsx';
