import { Link } from 'react-router-dom';
import { showProblem } from '@/lib';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { ErrorState } from '@/design/primitives/ErrorState';
import { PageNotFound } from '@/design/primitives/PageNotFound';
import { EditorTopBar } from '../EditorTopBar';
import * as styles from './EditorStates.css.ts';

/** While an existing blog loads: the editor's shape, without content. */
export function EditorSkeleton() {
  const { t } = useLingui();
  return (
    <>
      <EditorTopBar title="" />
      <main className={styles.main} aria-busy="true" aria-label={t`Loading the blog`}>
        <div className={styles.skeletonBlock} style={{ aspectRatio: '16 / 9' }} />
        <div className={styles.skeletonBlock} style={{ height: '3rem', width: '70%' }} />
        <div className={styles.skeletonBlock} style={{ height: '8rem' }} />
      </main>
    </>
  );
}

/** A blog that is not there, or not the viewer's: the not-found page (SPEC.md). */
export function EditorNotFound() {
  return (
    <main>
      <PageNotFound linkAs={Link} what="blog" />
    </main>
  );
}

/** The blog could not be loaded (network or server trouble). */
export function EditorLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { i18n, t } = useLingui();
  return (
    <>
      <EditorTopBar title="" />
      <main className={styles.centre}>
        <ErrorState title={t`Could not open this blog`} detail={showProblem(message, i18n)} onRetry={onRetry} />
        <ButtonLink as={Link} to="/dashboard/blogs" variant="outline">
          <Trans>Your blogs</Trans>
        </ButtonLink>
      </main>
    </>
  );
}
