import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AtSign } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, requestPasswordResetSchema, type RequestPasswordResetInput } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { FormField } from '@/design/primitives/FormField';
import { TextField } from '@/design/primitives/TextField';
import { toast } from '@/design/primitives/Toaster';
import { showProblem } from '@/lib';
import { requestPasswordReset } from '@/api';
import { firstFormError } from './firstFormError.ts';
import * as styles from './AuthForm.css.ts';

/** The e-mail a reset link goes to; the answer is the same for every address (no enumeration). */
export function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({ mutationFn: requestPasswordReset });
  const { register, handleSubmit } = useForm<RequestPasswordResetInput>({ resolver: zodResolver(requestPasswordResetSchema) as never, defaultValues: { email: '' } });

  async function submit(values: RequestPasswordResetInput) {
    try {
      await send.mutateAsync(values);
      setSentTo(values.email ?? '');
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  if (sentTo !== null) {
    return (
      <div role="status" className={styles.form}>
        <p>
          {i18n._(MESSAGES.resetSent)}.{' '}
          <Trans>
            Look in the inbox of <strong>{sentTo}</strong> for a link that works for one hour.
          </Trans>
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          <Trans>Use another address</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t`Forgot password`}
      className={styles.form}
      onSubmit={handleSubmit(submit, (errors) => {
        const message = firstFormError(errors, ['email'] as const);
        if (message) toast.error(showProblem(message, i18n));
      })}
    >
      <FormField label={t`Email`}>
        <TextField type="email" autoComplete="email" placeholder={t`you@example.com`} icon={<AtSign />} {...register('email')} />
      </FormField>
      <Button type="submit" tone="accent" size="lg" fullWidth loading={send.isPending} className={styles.submit}>
        <Trans>Send me a link</Trans>
      </Button>
    </form>
  );
}
