export { WordCount, type WordCountProps } from './WordCount.tsx';
