export { SettingsBlock } from './SettingsBlock.tsx';
