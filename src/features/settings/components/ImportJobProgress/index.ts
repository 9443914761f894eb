export { ImportJobProgress, type ImportJobProgressProps } from './ImportJobProgress.tsx';
