import { LanguagePicker } from '@/features/settings';
import { SITE_NAME } from '@/lib';
import * as styles from './SiteFooter.css.ts';

/** The foot of every screen but the editor: the site's name and the language picker. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <span>{SITE_NAME}</span>
      <LanguagePicker />
    </footer>
  );
}
