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

export interface DeleteAccountFormProps {
  /** false: a Google-only account, which confirms with its username. */
  hasPassword?: boolean;
  onCancel: () => void;
}

/** The delete dialog's form: the password (or, for a Google-only account, the username) confirms. */
export function DeleteAccountForm({ hasPassword = true, onCancel }: DeleteAccountFormProps) {
  const session = useSession();
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({ mutationFn: (body: DeleteAccountInput) => deleteAccount(client, body) });
  const { register, handleSubmit } = useForm<{ secret: string }>({ defaultValues: { secret: '' } });

  const username = session?.username ?? '';

  async function submit({ secret }: { secret: string }) {
    if (!secret.trim()) return toast.error(i18n._(hasPassword ? MESSAGES.deletePasswordRequired : MESSAGES.deleteConfirmWrong));
    try {
      await remove.mutateAsync(hasPassword ? { password: secret } : { confirm: secret.trim() });
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
      ) : (
        <FormField label={t`Type your username (${username}) to confirm`}>
          <TextField autoComplete="off" spellCheck={false} {...register('secret')} />
        </FormField>
      )}
      <FormActions>
        <Button type="submit" tone="danger" loading={remove.isPending}>
          <Trans>Delete forever</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </FormActions>
    </FormLayout>
  );
}
