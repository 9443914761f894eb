import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/design/primitives/Button';
import { FormField } from '@/design/primitives/FormField';
import { TextField } from '@/design/primitives/TextField';
import { toast } from '@/design/primitives/Toaster';
import { showProblem } from '@/lib';
import { subscribe } from '@/api';
import * as styles from './SubscribeForm.css';

/** The id of the form's box, so a link or a menu entry can bring the reader to it. */
export const SUBSCRIBE_FORM_ID = 'follow-by-email';

/** Brings the reader to the page's subscribe form: its address field, or its answer once sent. */
export function focusSubscribeForm() {
  const box = document.getElementById(SUBSCRIBE_FORM_ID);
  if (!box) return;
  box.scrollIntoView({ block: 'center' });
  (box.querySelector<HTMLElement>('input[type="email"]') ?? box).focus({ preventScroll: true });
}

export interface SubscribeFormProps {
  /** The author readers follow. */
  username: string;
  /** The author's name as readers see it. */
  fullname: string;
}

/**
 * Follow an author by e-mail, with no account: an address and a button. The server answers the same
 * whether or not the address was already subscribed, and so does this form (no enumeration).
 */
export function SubscribeForm({ username, fullname }: SubscribeFormProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({ mutationFn: subscribe });
  const [email, setEmail] = useState('');

  // One field, checked by the server alone (its refusal is the contract's message): no form library
  // and no schemas (zod, 33 KB gzip) on the blog page, where this form sits at the end for every reader.
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const address = email.trim();
      await send.mutateAsync({ username, email: address });
      setSentTo(address);
      setEmail('');
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <section id={SUBSCRIBE_FORM_ID} tabIndex={-1} className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Follow {fullname} by e-mail</Trans>
      </h2>
      {sentTo !== null ? (
        <div role="status" className={styles.answer}>
          <p>
            <Trans>
              Check your inbox: we sent a link to <strong>{sentTo}</strong>. Your subscription starts once you confirm it.
            </Trans>
          </p>
          <Button variant="outline" size="sm" onClick={() => setSentTo(null)}>
            <Trans>Use another address</Trans>
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.lead}>
            <Trans>Get each new blog in your inbox. No account needed; unsubscribe in one click.</Trans>
          </p>
          <form
            noValidate
            className={styles.row}
            aria-labelledby={headingId}
            onSubmit={(event) => void submit(event)}
          >
            <FormField className={styles.field} label={t`Your e-mail`}>
              <TextField type="email" autoComplete="email" placeholder={t`you@example.com`} name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
            <Button type="submit" tone="accent" loading={send.isPending}>
              <Trans>Subscribe</Trans>
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
