import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordSchema, MESSAGES, type ChangePasswordInput } from '@/contract';
import { Button, FormActions, FormField, FormLayout, PasswordField, toast } from '@/design';
import { firstFormError } from '@/features/auth';
import { showProblem } from '@/lib';
import { useMutation } from '@tanstack/react-query';
import { afterPasswordChanged, changePassword } from '@/api';

const ORDER = ['currentPassword', 'newPassword'] as const;

/** Current and new password, both with show/hide. */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const change = useMutation({ mutationFn: changePassword, onSuccess: afterPasswordChanged });
  const { register, handleSubmit, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema) as never,
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  async function save(values: ChangePasswordInput) {
    const id = toast.loading(i18n._(MESSAGES.updating));
    try {
      await change.mutateAsync(values);
      toast.success(i18n._(MESSAGES.passwordChanged), { id });
      reset();
    } catch (err) {
      toast.error(showProblem(err, i18n), { id });
    }
  }

  return (
    <FormLayout
      noValidate
      aria-label={t`Change password`}
      onSubmit={handleSubmit(save, (errors) => {
        const message = firstFormError(errors, ORDER);
        if (message) toast.error(showProblem(message, i18n));
      })}
    >
      <FormField label={t`Current password`}>
        <PasswordField autoComplete="current-password" icon={<LockKeyhole />} {...register('currentPassword')} />
      </FormField>
      <FormField label={t`New password`} description={t`6-20 characters, with at least 1 number, 1 lowercase letter and 1 uppercase letter.`}>
        <PasswordField autoComplete="new-password" icon={<KeyRound />} {...register('newPassword')} />
      </FormField>
      <FormActions>
        <Button type="submit" tone="accent" loading={change.isPending}>
          <Trans>Change Password</Trans>
        </Button>
      </FormActions>
    </FormLayout>
  );
}
