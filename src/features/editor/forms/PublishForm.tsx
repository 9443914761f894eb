import { Controller, useForm } from 'react-hook-form';
import { showProblem } from '@/lib';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { firstError, LIMITS, publishAt, publishFormSchema, type PublishFormInput } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { IconButton } from '@/design/primitives/IconButton';
import { toast } from '@/design/primitives/Toaster';
import { useOptionalTheme } from '@/design/theme';
import { FormField } from '@/design/primitives/FormField';
import { NativeSelect } from '@/design/primitives/NativeSelect';
import { TextField } from '@/design/primitives/TextField';
import { Textarea } from '@/design/primitives/Textarea';
import { firstFormError } from '@/features/auth';
import { BANNER_PLACEHOLDER } from '../components/BannerUpload';
import { NewsletterChoice } from '../components/NewsletterChoice';
import { TagInput } from '../components/TagInput';
import { blogLanguageOptions, defaultBlogLanguage } from '../model/blogLanguages.ts';
import * as styles from './PublishForm.css.ts';

export interface PublishFormValues {
  title: string;
  des: string;
  tags: string[];
  /** Publish later: when (ISO, UTC); absent: now. */
  publish_at?: string;
  /** The language the blog is written in (a BCP 47 tag); absent at the start: the interface's. */
  language?: string;
  /** Where the blog was first published (an imported post's original), for search engines and feed readers; '' for none. */
  canonical_url?: string;
  /** Whether first publishing mails the blog to the author's subscribers; absent: not asked (an update, or no subscribers). */
  newsletter?: boolean;
  /** The workshop: reviewers thanked on the blog's page; absent: not asked (nobody left a note). */
  credits?: string[];
}

/** `datetime-local` works in the author's own time zone; the server stores UTC. */
const localInputValue = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export interface PublishFormProps {
  banner: string;
  defaultValues: PublishFormValues;
  /** Back to the editor, keeping what was typed. */
  onClose: (values: PublishFormValues) => void;
  /** The form passed SPEC.md's checks: publish these values. */
  onPublish: (values: PublishFormValues) => void;
  /** Publishing is in flight. */
  publishing?: boolean;
  /**
   * The author's confirmed subscribers, for a first publish only (an update never mails): the form
   * then asks whether to send the blog to them. Absent or 0: it does not ask.
   */
  subscribers?: number;
  /** "Send me a test" of the mail, with what the form holds now (asked only with the sending choice). */
  onSendTest?: (values: PublishFormValues) => void;
  /** A test is on its way. */
  sendingTest?: boolean;
  /**
   * The workshop's part of publishing: the reminder of open notes and "Thank your reviewers". It gets
   * the credits chosen so far and reports a change.
   */
  reviewers?: (credits: string[], onChange: (credits: string[]) => void) => ReactNode;
}

const ORDER = ['title', 'des', 'tags', 'canonical_url'] as const;

/** The publish form: preview, title, description with counter, tags; every message of SPEC.md section 5. */
export function PublishForm({ banner, defaultValues, onClose, onPublish, publishing = false, subscribers = 0, onSendTest, sendingTest = false, reviewers }: PublishFormProps) {
  const theme = useOptionalTheme()?.theme ?? 'light';
  const { i18n, t } = useLingui();
  const { register, handleSubmit, control, watch, getValues } = useForm<PublishFormInput, unknown, PublishFormValues>({
    resolver: zodResolver(publishFormSchema) as never,
    defaultValues,
  });
  const title = watch('title');
  const des = watch('des');
  const [later, setLater] = useState(false);
  const [when, setWhen] = useState(() => localInputValue(new Date(Date.now() + 60 * 60_000)));
  // Content is never translated: this only says which language it is in (its page's `lang`).
  const [language, setLanguage] = useState(() => defaultValues.language ?? defaultBlogLanguage(i18n.locale));
  const [newsletter, setNewsletter] = useState(defaultValues.newsletter ?? true);
  const [credits, setCredits] = useState<string[]>(defaultValues.credits ?? []);
  const asksNewsletter = subscribers > 0;
  const languageOptions = useMemo(() => blogLanguageOptions(defaultValues.language, i18n.locale), [defaultValues.language, i18n.locale]);

  /** The publishing time when later, checked by the contract's rule; null (with a toast) when it fails. */
  function publishTime(): string | undefined | null {
    if (!later) return undefined;
    const at = new Date(when);
    const check = publishAt.safeParse(Number.isNaN(at.getTime()) ? when : at.toISOString());
    if (!check.success) {
      toast.error(showProblem(firstError(check.error), i18n));
      return null;
    }
    return check.data;
  }

  return (
    <main className={styles.page}>
      <IconButton className={styles.close} aria-label={t`Close the publish form and go back to the editor`} onClick={() => onClose({ ...(getValues() as PublishFormValues), language })}>
        <X aria-hidden />
      </IconButton>
      <section aria-labelledby="preview-heading">
        <h2 id="preview-heading" className={styles.previewLabel}>
          <Trans context="noun">Preview</Trans>
        </h2>
        <img className={styles.previewBanner} src={banner || BANNER_PLACEHOLDER[theme]} alt={t`Blog banner`} onError={(e) => (e.currentTarget.src = BANNER_PLACEHOLDER[theme])} />
        {/* The author's words in the blog's language; the placeholders in the interface's. */}
        <h1 className={styles.previewTitle} dir="auto" {...(title ? { lang: language } : {})}>
          {title || t`Blog Title`}
        </h1>
        <p className={styles.previewDes} dir="auto" {...(des ? { lang: language } : {})}>
          {des || t`A short description of your blog appears here.`}
        </p>
      </section>
      <form
        noValidate
        className={styles.form}
        aria-label={t({ message: 'Publish', context: 'action' })}
        onSubmit={handleSubmit(
          (values) => {
            const at = publishTime();
            if (at !== null) onPublish({ ...values, tags: values.tags, language, ...(at ? { publish_at: at } : {}), ...(asksNewsletter ? { newsletter } : {}), ...(reviewers ? { credits } : {}) });
          },
          (errors) => {
            const message = firstFormError(errors, ORDER);
            if (message) toast.error(showProblem(message, i18n));
          },
        )}
      >
        <h2 className={styles.heading}>
          <Trans>Ready to publish?</Trans>
        </h2>
        <FormField label={t`Blog Title`}>
          <TextField maxLength={LIMITS.titleMax} dir="auto" lang={language} {...register('title')} />
        </FormField>
        <FormField label={t`Short description about your blog`}>
          <Textarea
            {...register('des')}
            dir="auto"
            lang={language}
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
          render={({ field }) => <TagInput label={t`Topics (help readers find your blog)`} tags={field.value ?? []} onChange={field.onChange} />}
        />
        <FormField label={t`Language of this blog`}>
          <NativeSelect width="full" value={language} onChange={(e) => setLanguage(e.target.value)}>
            {languageOptions.map((option) => (
              <option key={option.value} value={option.value} lang={option.value}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={t`Original address (optional)`}
          description={t`Published elsewhere first? Its address tells search engines and feed readers where the original is.`}
        >
          <TextField type="url" inputMode="url" dir="ltr" placeholder="https://" maxLength={LIMITS.imageUrlMax} {...register('canonical_url')} />
        </FormField>
        <fieldset className={styles.when}>
          <legend className={styles.whenLegend}>
            <Trans context="publish time">When</Trans>
          </legend>
          <label className={styles.whenOption}>
            <input type="radio" name="when" checked={!later} onChange={() => setLater(false)} /> <Trans>Publish now</Trans>
          </label>
          <label className={styles.whenOption}>
            <input type="radio" name="when" checked={later} onChange={() => setLater(true)} /> <Trans context="action">Schedule</Trans>
          </label>
          {later && (
            <FormField label={t`Publish at (your time)`}>
              <TextField type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
            </FormField>
          )}
        </fieldset>
        {asksNewsletter && (
          <NewsletterChoice
            subscribers={subscribers}
            checked={newsletter}
            onCheckedChange={setNewsletter}
            sendingTest={sendingTest}
            {...(onSendTest ? { onSendTest: () => onSendTest({ ...(getValues() as PublishFormValues), language }) } : {})}
          />
        )}
        {reviewers?.(credits, setCredits)}
        <div className={styles.actions}>
          <Button type="submit" tone="accent" size="lg" loading={publishing}>
            {later ? t({ message: 'Schedule', context: 'action' }) : t({ message: 'Publish', context: 'action' })}
          </Button>
        </div>
      </form>
    </main>
  );
}
