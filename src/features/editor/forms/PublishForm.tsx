import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { LIMITS, publishFormSchema, type PublishFormInput } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { IconButton } from '@/design/primitives/IconButton';
import { toast } from '@/design/primitives/Toaster';
import { useOptionalTheme } from '@/design/theme';
import { FormField } from '@/design/primitives/FormField';
import { TextField } from '@/design/primitives/TextField';
import { Textarea } from '@/design/primitives/Textarea';
import { firstFormError } from '@/features/auth';
import { BANNER_PLACEHOLDER } from '../components/BannerUpload';
import { TagInput } from '../components/TagInput';
import * as styles from './PublishForm.css.ts';

export interface PublishFormValues {
  title: string;
  des: string;
  tags: string[];
}

export interface PublishFormProps {
  banner: string;
  defaultValues: PublishFormValues;
  /** Back to the editor, keeping what was typed. */
  onClose: (values: PublishFormValues) => void;
  /** The form passed SPEC.md's checks: publish these values. */
  onPublish: (values: PublishFormValues) => void;
  /** Publishing is in flight. */
  publishing?: boolean;
}

const ORDER = ['title', 'des', 'tags'] as const;

/** The publish form: preview, title, description with counter, tags; every message of SPEC.md section 5. */
export function PublishForm({ banner, defaultValues, onClose, onPublish, publishing = false }: PublishFormProps) {
  const theme = useOptionalTheme()?.theme ?? 'light';
  const { register, handleSubmit, control, watch, getValues } = useForm<PublishFormInput, unknown, PublishFormValues>({
    resolver: zodResolver(publishFormSchema) as never,
    defaultValues,
  });
  const title = watch('title');
  const des = watch('des');

  return (
    <main className={styles.page}>
      <IconButton className={styles.close} aria-label="Close the publish form and go back to the editor" onClick={() => onClose(getValues() as PublishFormValues)}>
        <X aria-hidden />
      </IconButton>
      <section aria-labelledby="preview-heading">
        <h2 id="preview-heading" className={styles.previewLabel}>
          Preview
        </h2>
        <img className={styles.previewBanner} src={banner || BANNER_PLACEHOLDER[theme]} alt="Blog banner" onError={(e) => (e.currentTarget.src = BANNER_PLACEHOLDER[theme])} />
        <h1 className={styles.previewTitle}>{title || 'Blog Title'}</h1>
        <p className={styles.previewDes}>{des || 'A short description of your blog appears here.'}</p>
      </section>
      <form
        noValidate
        className={styles.form}
        aria-label="Publish"
        onSubmit={handleSubmit(
          (values) => onPublish({ ...values, tags: values.tags }),
          (errors) => {
            const message = firstFormError(errors, ORDER);
            if (message) toast.error(message);
          },
        )}
      >
        <h2 className={styles.heading}>Ready to publish?</h2>
        <FormField label="Blog Title">
          <TextField maxLength={LIMITS.titleMax} {...register('title')} />
        </FormField>
        <FormField label="Short description about your blog">
          <Textarea
            {...register('des')}
            font="serif"
            maxLength={LIMITS.descriptionMax}
            rows={4}
            value={des}
            onKeyDown={(e) => {
              // SPEC.md: Enter is blocked in the description box.
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
        </FormField>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => <TagInput label="Topics (help readers find your blog)" tags={field.value ?? []} onChange={field.onChange} />}
        />
        <div className={styles.actions}>
          <Button type="submit" tone="accent" size="lg" loading={publishing}>
            Publish
          </Button>
        </div>
      </form>
    </main>
  );
}
