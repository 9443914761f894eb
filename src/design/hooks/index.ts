export { useMediaQuery } from './useMediaQuery';
export { useHydrated } from './useHydrated';
