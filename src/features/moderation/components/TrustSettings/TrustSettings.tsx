import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { trustThresholdsSchema, type TrustThresholds } from '@/contract';
import { Button, FormActions, FormColumns, FormField, FormFieldset, FormLayout, Switch, TextField, toast } from '@/design';
import { showProblem } from '@/lib';
import { communityMutations } from '@/api';
import * as styles from './TrustSettings.css.ts';

export interface TrustSettingsProps {
  /** Whether a new member's first blogs and comments wait for a vouch (get-site-settings' `hold_new`). */
  holdNew: boolean;
  /** What each trust level needs (get-site-settings' `trust`). */
  thresholds: TrustThresholds;
  /** Admins change them; moderators see them. */
  canChange: boolean;
}

type Fields = { [L in keyof TrustThresholds]: { [K in keyof TrustThresholds[L]]: string } };
const asText = (t: TrustThresholds): Fields => ({
  level1: { days: String(t.level1.days), blogs: String(t.level1.blogs), comments: String(t.level1.comments) },
  level2: { days: String(t.level2.days), blogs: String(t.level2.blogs), likes: String(t.level2.likes) },
});

/** The site's trust settings: holding new members' first writing for a vouch, and each level's thresholds. */
export function TrustSettings({ holdNew, thresholds, canChange }: TrustSettingsProps) {
  const { t, i18n } = useLingui();
  const [hold, setHold] = useState(holdNew);
  const [fields, setFields] = useState<Fields>(() => asText(thresholds));
  const update = useMutation(communityMutations.siteSettings);
  const set = <L extends keyof Fields>(level: L, key: keyof Fields[L]) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [level]: { ...f[level], [key]: e.target.value } }));
  async function save(e: FormEvent) {
    e.preventDefault();
    const numbers = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.trim() === '' ? Number.NaN : Number(v)]));
    // The contract's own rule, so the message is the one the server would give.
    const parsed = trustThresholdsSchema.safeParse({ level1: numbers(fields.level1), level2: numbers(fields.level2) });
    if (!parsed.success) return toast.error(i18n._(parsed.error.issues[0]!.message));
    try {
      await update.mutateAsync({ hold_new: hold, trust: parsed.data });
      toast.success(t`Trust settings saved`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }
  const field = <L extends keyof Fields>(level: L, key: keyof Fields[L] & string, label: string) => (
    <FormField label={label}>
      <TextField type="number" min={0} max={10000} inputMode="numeric" value={fields[level][key] as string} disabled={!canChange} onChange={set(level, key)} />
    </FormField>
  );
  return (
    // The contract checks the numbers (its message, in the member's language), not the browser.
    <FormLayout onSubmit={save} aria-label={t`Trust`} noValidate>
      <Switch
        label={t`Hold new members’ first writing`}
        description={t`A new member’s first 2 blogs and 3 comments wait until a trusted member vouches for them. Leave it off while the site has no trusted members to vouch.`}
        checked={hold}
        disabled={!canChange}
        onChange={(e) => setHold(e.target.checked)}
      />
      <FormFieldset legend={t`A member (level 1) needs`}>
        <p className={styles.hint}>{t`Days since joining, and then published blogs or comments nobody hid (either is enough).`}</p>
        <FormColumns>
          {field('level1', 'days', t`Days`)}
          {field('level1', 'blogs', t`Published blogs`)}
          {field('level1', 'comments', t`Comments nobody hid`)}
        </FormColumns>
      </FormFieldset>
      <FormFieldset legend={t`A trusted member (level 2) needs`}>
        <p className={styles.hint}>{t`All three, and no report upheld against them in the last 30 days.`}</p>
        <FormColumns>
          {field('level2', 'days', t`Days`)}
          {field('level2', 'blogs', t`Published blogs`)}
          {field('level2', 'likes', t`Likes received`)}
        </FormColumns>
      </FormFieldset>
      {canChange && (
        <FormActions>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save trust settings</Trans>
          </Button>
        </FormActions>
      )}
    </FormLayout>
  );
}
