// The settings feature: the pages of /settings/* and what they compose.
export { EditProfilePage } from './components/EditProfilePage';
export { ChangePasswordPage } from './components/ChangePasswordPage';
export { EmailSettingsPage } from './components/EmailSettingsPage';
export { AccountPage } from './components/AccountPage';
export { PreferencesPage } from './components/PreferencesPage';
export { UnsubscribePage } from './components/UnsubscribePage';
export { LanguageOptions, LanguagePicker } from './components/LanguagePicker';
export { useImportJob, type ImportJobStep } from './hooks/useImportJob';
export { ImportJobProgress } from './components/ImportJobProgress';
