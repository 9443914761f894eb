export { RadioCards } from './RadioCards';
export type { RadioCardOption, RadioCardsProps } from './RadioCards';
