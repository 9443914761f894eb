import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type EmailSettings } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { Switch } from '@/design/primitives/Switch';
import { toast } from '@/design/primitives/Toaster';
import { FormActions, FormFieldset, FormLayout } from '@/design/layouts/FormLayout';
import { showProblem, useSession } from '@/lib';
import { updateEmailSettings } from '@/api';

export interface EmailSettingsFormProps {
  settings: EmailSettings;
  /** Mail goes only to a proved address: until then the page says so. */
  verified: boolean;
}

/** A switch per kind of notification mail and the daily digest (POST /update-email-settings). */
export function EmailSettingsForm({ settings, verified }: EmailSettingsFormProps) {
  const session = useSession();
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const save = useMutation({ mutationFn: (next: EmailSettings) => updateEmailSettings(client, session?.username ?? '', next) });
  const { register, handleSubmit, reset } = useForm<EmailSettings>({ defaultValues: settings });

  async function submit(values: EmailSettings) {
    try {
      reset(await save.mutateAsync(values));
      toast.success(i18n._(MESSAGES.emailSettingsSaved));
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <FormLayout noValidate aria-label={t`E-mail settings`} onSubmit={handleSubmit(submit)}>
      {!verified && (
        <p role="note">
          <Trans>Confirm your e-mail address first: until then we send you no notification mail.</Trans>
        </p>
      )}
      <FormFieldset legend={t`Tell me by e-mail when`}>
        <Switch label={t`Someone comments on my blogs`} {...register('comment')} />
        <Switch label={t`Someone replies to my comments`} {...register('reply')} />
        <Switch label={t`An author I follow publishes a blog`} {...register('new_blog')} />
        <Switch label={t`Reviews`} description={t`Someone asks me to review a draft, leaves a note on mine, or replies to my note.`} {...register('review')} />
      </FormFieldset>
      <FormFieldset legend={t`How often`}>
        <Switch label={t`One daily digest`} description={t`One mail a day with everything, instead of a mail for each.`} {...register('digest')} />
      </FormFieldset>
      <FormActions>
        <Button type="submit" tone="accent" loading={save.isPending}>
          <Trans context="button">Save</Trans>
        </Button>
      </FormActions>
    </FormLayout>
  );
}
