import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type DeleteAccountInput } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { FormField } from '@/design/primitives/FormField';
import { PasswordField } from '@/design/primitives/PasswordField';
import { TextField } from '@/design/primitives/TextField';
import { toast } from '@/design/primitives/Toaster';
import { FormActions, FormLayout } from '@/design/layouts/FormLayout';
import { showProblem, useSession } from '@/lib';
import { deleteAccount } from '@/api';
import { googleIdToken, isGoogleConfigured } from '@/features/auth';

export interface DeleteAccountFormProps {
  /**
   * false: a Google-only account, which confirms with a fresh Google sign-in (a popup) where this
   * site has Google sign-in, else with its username.
   */
  hasPassword?: boolean;
  onCancel: () => void;
}

/** The delete dialog's form: the password (or, for a Google-only account, a fresh Google sign-in or the username) confirms. */
export function DeleteAccountForm({ hasPassword = true, onCancel }: DeleteAccountFormProps) {
  const session = useSession();
  const username = session?.username ?? '';
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({ mutationFn: (body: DeleteAccountInput) => deleteAccount(client, body) });
  const { register, handleSubmit } = useForm<{ secret: string }>({ defaultValues: { secret: '' } });

  // A Google-only account proves it is its owner at the keyboard by signing in to Google again:
  // the server takes only a sign-in of the last few minutes, so a stolen session cannot delete it.
  const googleConfirms = !hasPassword && isGoogleConfigured();

  async function confirmation(secret: string): Promise<DeleteAccountInput | null> {
    if (hasPassword) return { password: secret };
    if (!googleConfirms) return { confirm: secret.trim() };
    try {
      return { confirm: username, google_token: await googleIdToken() };
    } catch {
      toast.error(i18n._(MESSAGES.googleFailed));
      return null;
    }
  }

  async function submit({ secret }: { secret: string }) {
    if (!googleConfirms && !secret.trim()) return toast.error(i18n._(hasPassword ? MESSAGES.deletePasswordRequired : MESSAGES.deleteConfirmWrong));
    const body = await confirmation(secret);
    if (!body) return;
    try {
      await remove.mutateAsync(body);
      toast.success(i18n._(MESSAGES.accountDeleted));
      navigate('/', { replace: true });
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <FormLayout noValidate aria-label={t`Delete account`} onSubmit={handleSubmit(submit)}>
      {hasPassword ? (
        <FormField label={t`Your password`}>
          <PasswordField autoComplete="current-password" icon={<LockKeyhole />} {...register('secret')} />
        </FormField>
      ) : googleConfirms ? (
        <p>
          <Trans>To confirm, sign in with Google again: Google opens in a small window.</Trans>
        </p>
      ) : (
        <FormField label={t`Type your username (${username}) to confirm`}>
          <TextField autoComplete="off" spellCheck={false} {...register('secret')} />
        </FormField>
      )}
      <FormActions>
        <Button type="submit" tone="danger" loading={remove.isPending}>
          {googleConfirms ? <Trans>Sign in with Google and delete forever</Trans> : <Trans>Delete forever</Trans>}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </FormActions>
    </FormLayout>
  );
}
