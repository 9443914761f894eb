export { LanguageOptions, LanguagePicker, type LanguagePickerProps } from './LanguagePicker.tsx';
