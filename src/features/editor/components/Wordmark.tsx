import { Feather } from 'lucide-react';
import { Link } from 'react-router-dom';
import * as styles from './Editor.css.ts';

/** The product's logo, linking home (the editor has its own top bar, without the navbar). */
export function Wordmark() {
  return (
    <Link to="/" className={styles.wordmark} aria-label="Inkwell home">
      <Feather aria-hidden size={22} />
      <span className={styles.wordmarkText}>Inkwell</span>
    </Link>
  );
}
