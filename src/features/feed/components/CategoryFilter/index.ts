export { CategoryFilter } from './CategoryFilter';
export type { CategoryFilterProps } from './CategoryFilter';
