import { READING } from '@/contract';
import * as styles from './WordCount.css.ts';

export interface WordCountProps {
  words: number;
}

/** Words written and the reading time they make (SPEC.md's words a minute), in the editor's top bar. */
export function WordCount({ words }: WordCountProps) {
  const minutes = Math.max(1, Math.round(words / READING.wordsPerMinute));
  return (
    <p className={styles.count}>
      {words.toLocaleString('en-US')} {words === 1 ? 'word' : 'words'} · {minutes} min read
    </p>
  );
}
