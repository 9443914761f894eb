export { useMediaQuery } from './useMediaQuery';
