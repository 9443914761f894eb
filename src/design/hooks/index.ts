export { useMediaQuery } from './useMediaQuery';
export { useHydrated } from './useHydrated';
export { useDocumentDirection, type Direction } from './useDocumentDirection';
