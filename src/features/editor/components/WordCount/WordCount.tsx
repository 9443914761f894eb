import { Plural } from '@lingui/react/macro';
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
      {/* Plural writes the numbers in the interface's language (1,234 in English, ١٬٢٣٤ in Arabic). */}
      <Plural value={words} one="# word" other="# words" /> · <Plural value={minutes} one="# min read" other="# min read" />
    </p>
  );
}
