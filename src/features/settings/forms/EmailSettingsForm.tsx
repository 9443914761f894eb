import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type EmailSettings } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { Switch } from '@/design/primitives/Switch';
import { toast } from '@/design/primitives/Toaster';
import { FormActions, FormFieldset, FormLayout } from '@/design/layouts/FormLayout';
import { errorMessage, useSession } from '@/lib';
import { updateEmailSettings } from '@/api';

export interface EmailSettingsFormProps {
  settings: EmailSettings;
  /** Mail goes only to a proved address: until then the page says so. */
  verified: boolean;
}

/** A switch per kind of notification mail and the daily digest (POST /update-email-settings). */
export function EmailSettingsForm({ settings, verified }: EmailSettingsFormProps) {
  const session = useSession();
  const client = useQueryClient();
  const save = useMutation({ mutationFn: (next: EmailSettings) => updateEmailSettings(client, session?.username ?? '', next) });
  const { register, handleSubmit, reset } = useForm<EmailSettings>({ defaultValues: settings });

  async function submit(values: EmailSettings) {
    try {
      reset(await save.mutateAsync(values));
      toast.success(MESSAGES.emailSettingsSaved);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <FormLayout noValidate aria-label="E-mail settings" onSubmit={handleSubmit(submit)}>
      {!verified && <p role="note">Confirm your e-mail address first: until then we send you no notification mail.</p>}
      <FormFieldset legend="Tell me by e-mail when">
        <Switch label="Someone comments on my blogs" {...register('comment')} />
        <Switch label="Someone replies to my comments" {...register('reply')} />
        <Switch label="An author I follow publishes a blog" {...register('new_blog')} />
      </FormFieldset>
      <FormFieldset legend="How often">
        <Switch label="One daily digest" description="One mail a day with everything, instead of a mail for each." {...register('digest')} />
      </FormFieldset>
      <FormActions>
        <Button type="submit" tone="accent" loading={save.isPending}>
          Save
        </Button>
      </FormActions>
    </FormLayout>
  );
}
