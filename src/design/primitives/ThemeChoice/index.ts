export { ThemeChoice } from './ThemeChoice';
export type { ThemeChoiceProps } from './ThemeChoice';
