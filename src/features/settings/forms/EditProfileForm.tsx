import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign, Globe, Link2, Mail, UserRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, MESSAGES, profileSchema, SOCIAL_KEYS, SOCIAL_SITES, type Profile, type ProfileInput } from '@/contract';
import { Button, FormActions, FormColumns, FormField, FormFieldset, FormLayout, Textarea, TextField, toast } from '@/design';
import { firstFormError } from '@/features/auth';
import { showProblem } from '@/lib';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterProfileChanged, updateProfile, type UpdateProfileBody } from '@/api';

const ORDER = ['username', 'bio', 'social_links'] as const;

export interface EditProfileFormProps {
  profile: Profile;
}

/** Username, bio (with counter) and six social links; full name and e-mail are read-only. */
export function EditProfileForm({ profile }: EditProfileFormProps) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  // SPEC.md: after a profile save, a username change updates the stored session.
  const update = useMutation({ mutationFn: updateProfile, onSuccess: ({ username }) => afterProfileChanged(client, { username }) });
  const { register, handleSubmit, watch, formState } = useForm<ProfileInput, unknown, UpdateProfileBody>({
    resolver: zodResolver(profileSchema) as never,
    defaultValues: { username: profile.personal_info.username, bio: profile.personal_info.bio ?? '', social_links: { ...profile.social_links } },
  });
  const bio = watch('bio') ?? '';

  async function save(values: UpdateProfileBody) {
    const id = toast.loading(i18n._(MESSAGES.savingChanges));
    try {
      await update.mutateAsync(values);
      toast.success(i18n._(MESSAGES.profileSaved), { id });
    } catch (err) {
      toast.error(showProblem(err, i18n), { id });
    }
  }

  return (
    <FormLayout
      noValidate
      aria-label={t`Edit profile`}
      onSubmit={handleSubmit(save, (errors) => {
        const social = errors.social_links && SOCIAL_KEYS.map((k) => errors.social_links?.[k]?.message).find(Boolean);
        const message = firstFormError(errors, ORDER) ?? social;
        if (message) toast.error(showProblem(message, i18n));
      })}
    >
      <FormColumns>
        <FormField label={t`Full name`}>
          <TextField icon={<UserRound />} value={profile.personal_info.fullname} readOnly aria-readonly />
        </FormField>
        <FormField label={t`Email`}>
          <TextField icon={<Mail />} value={profile.personal_info.email ?? ''} readOnly aria-readonly />
        </FormField>
      </FormColumns>
      <FormField label={t`Username`} description={t`Your profile lives at /user/ followed by your username.`}>
        <TextField icon={<AtSign />} autoComplete="username" maxLength={LIMITS.usernameMax} {...register('username')} />
      </FormField>
      <FormField label={t`Bio`}>
        <Textarea rows={4} maxLength={LIMITS.bioMax} value={bio} {...register('bio')} placeholder={t`Tell readers about yourself`} />
      </FormField>
      <FormFieldset legend={t`Add your social handles below`}>
        <FormColumns>
          {SOCIAL_KEYS.map((key) => (
            <FormField key={key} label={key === 'website' ? t`Website` : SOCIAL_SITES[key].label}>
              <TextField
                type="url"
                inputMode="url"
                icon={key === 'website' ? <Globe /> : <Link2 />}
                placeholder="https://"
                maxLength={LIMITS.linkMax}
                {...register(`social_links.${key}`)}
              />
            </FormField>
          ))}
        </FormColumns>
      </FormFieldset>
      <FormActions>
        <Button type="submit" tone="accent" loading={update.isPending || formState.isSubmitting}>
          <Trans context="button: save the profile">Update</Trans>
        </Button>
      </FormActions>
    </FormLayout>
  );
}
