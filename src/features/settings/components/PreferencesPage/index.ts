export { PreferencesPage } from './PreferencesPage.tsx';
