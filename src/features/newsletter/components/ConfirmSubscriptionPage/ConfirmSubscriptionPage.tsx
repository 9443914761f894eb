import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/design/primitives/Button';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { toast } from '@/design/primitives/Toaster';
import { ApiError, showProblem, useDocumentTitle } from '@/lib';
import { confirmSubscription } from '@/api';
import * as styles from './ConfirmSubscriptionPage.css';

/**
 * /subscribe/confirm/:token, the link of the confirmation mail. Opening the page confirms nothing:
 * mail scanners open every link, so only pressing the button (a POST) does.
 */
export function ConfirmSubscriptionPage() {
  const { token = '' } = useParams();
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const headingId = useId();
  // A link refused by the server (unknown, used or expired): pressing again cannot help.
  const [refused, setRefused] = useState<unknown>(null);
  const confirm = useMutation({ mutationFn: () => confirmSubscription(client, token) });

  async function press() {
    try {
      await confirm.mutateAsync();
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429) setRefused(err);
      else toast.error(showProblem(err, i18n));
    }
  }

  // The button goes once answered: focus moves to the heading so a keyboard reader continues from there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answered = confirm.isSuccess || Boolean(refused);
  useEffect(() => {
    if (answered) headingRef.current?.focus();
  }, [answered]);

  const heading = confirm.isSuccess ? t`You are subscribed` : refused ? t`This link did not work` : t`Confirm your subscription`;
  useDocumentTitle(heading);
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
        {confirm.isSuccess ? (
          <>
            <div role="status" className={styles.text}>
              <p>
                <Trans>New blogs by @{confirm.data.username} will come to your inbox.</Trans>
              </p>
              <p className={styles.lead}>
                <Trans>Every mail has a link to unsubscribe in one click.</Trans>
              </p>
            </div>
            <ButtonLink as={Link} to={`/user/${confirm.data.username}`} variant="outline">
              <Trans>Read their blogs</Trans>
            </ButtonLink>
          </>
        ) : refused ? (
          <>
            <div role="alert" className={styles.text}>
              <p>{showProblem(refused, i18n)}</p>
              <p className={styles.lead}>
                <Trans>Subscribe again from the author’s page to get a new link.</Trans>
              </p>
            </div>
            <ButtonLink as={Link} to="/" variant="outline">
              <Trans>Go to the home page</Trans>
            </ButtonLink>
          </>
        ) : (
          <>
            <p className={styles.lead}>
              <Trans>Press the button to start getting new blogs by e-mail.</Trans>
            </p>
            <Button tone="accent" size="lg" loading={confirm.isPending} onClick={() => void press()}>
              <Trans>Confirm my subscription</Trans>
            </Button>
          </>
        )}
      </section>
    </main>
  );
}
