import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordSchema, type ResetPasswordInput } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { FormField } from '@/design/primitives/FormField';
import { PasswordField } from '@/design/primitives/PasswordField';
import { toast } from '@/design/primitives/Toaster';
import { showProblem } from '@/lib';
import { resetPassword } from '@/api';
import { firstFormError } from './firstFormError.ts';
import * as styles from './AuthForm.css.ts';

export interface ResetPasswordFormProps {
  /** The token of the mail's link. */
  token: string;
  /** Signed in with the new password. */
  onDone: () => void;
}

/** The new password (the contract's rule); sets it, signs in and ends every other session. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const reset = useMutation({ mutationFn: resetPassword });
  const { register, handleSubmit } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema) as never, defaultValues: { token, newPassword: '' } });

  async function submit(values: ResetPasswordInput) {
    try {
      await reset.mutateAsync({ token, newPassword: values.newPassword });
      onDone();
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <form
      noValidate
      aria-label={t`Reset password`}
      className={styles.form}
      onSubmit={handleSubmit(submit, (errors) => {
        const message = firstFormError(errors, ['token', 'newPassword'] as const);
        if (message) toast.error(showProblem(message, i18n));
      })}
    >
      <FormField label={t`New password`} description={t`6-20 characters, with at least 1 number, 1 lowercase letter and 1 uppercase letter.`}>
        <PasswordField autoComplete="new-password" icon={<KeyRound />} {...register('newPassword')} />
      </FormField>
      <Button type="submit" tone="accent" size="lg" fullWidth loading={reset.isPending} className={styles.submit}>
        <Trans>Set new password and sign in</Trans>
      </Button>
    </form>
  );
}
