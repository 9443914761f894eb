import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Logo } from '@/design/primitives/Logo';
import * as styles from './Wordmark.css.ts';

/** The design's logo (the mark alone below the editor's 650 px breakpoint), linking home (the editor has its own top bar, without the navbar). */
export function Wordmark() {
  const { t } = useLingui();
  return (
    <Link to="/" className={styles.wordmark} aria-label={t`Inkwell home`}>
      <Logo className={styles.logoFull} />
      <Logo variant="mark" className={styles.logoMark} />
    </Link>
  );
}
