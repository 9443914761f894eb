import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { MESSAGES, type DeleteAccountInput } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { FormField } from '@/design/primitives/FormField';
import { PasswordField } from '@/design/primitives/PasswordField';
import { TextField } from '@/design/primitives/TextField';
import { toast } from '@/design/primitives/Toaster';
import { FormActions, FormLayout } from '@/design/layouts/FormLayout';
import { errorMessage, useSession } from '@/lib';
import { deleteAccount } from '@/api';

export interface DeleteAccountFormProps {
  /** false: a Google-only account, which confirms with its username. */
  hasPassword?: boolean;
  onCancel: () => void;
}

/** The delete dialog's form: the password (or, for a Google-only account, the username) confirms. */
export function DeleteAccountForm({ hasPassword = true, onCancel }: DeleteAccountFormProps) {
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({ mutationFn: (body: DeleteAccountInput) => deleteAccount(client, body) });
  const { register, handleSubmit } = useForm<{ secret: string }>({ defaultValues: { secret: '' } });

  async function submit({ secret }: { secret: string }) {
    if (!secret.trim()) return toast.error(hasPassword ? MESSAGES.deletePasswordRequired : MESSAGES.deleteConfirmWrong);
    try {
      await remove.mutateAsync(hasPassword ? { password: secret } : { confirm: secret.trim() });
      toast.success(MESSAGES.accountDeleted);
      navigate('/', { replace: true });
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <FormLayout noValidate aria-label="Delete account" onSubmit={handleSubmit(submit)}>
      {hasPassword ? (
        <FormField label="Your password">
          <PasswordField autoComplete="current-password" icon={<LockKeyhole />} {...register('secret')} />
        </FormField>
      ) : (
        <FormField label={`Type your username (${session?.username ?? ''}) to confirm`}>
          <TextField autoComplete="off" spellCheck={false} {...register('secret')} />
        </FormField>
      )}
      <FormActions>
        <Button type="submit" tone="danger" loading={remove.isPending}>
          Delete forever
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </FormLayout>
  );
}
