import { Link } from 'react-router-dom';
import { Logo } from '@/design/primitives/Logo';
import * as styles from './Editor.css.ts';

/** The design's logo, linking home (the editor has its own top bar, without the navbar). */
export function Wordmark() {
  return (
    <Link to="/" className={styles.wordmark} aria-label="Inkwell home">
      <Logo />
    </Link>
  );
}
