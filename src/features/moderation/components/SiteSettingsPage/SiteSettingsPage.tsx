import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { Copy, Link2, Ticket } from 'lucide-react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SIGNUP_MODES, type Invite, type SignupMode } from '@/contract';
import { Button, EmptyState, ErrorState, FormActions, FormColumns, FormField, FormFieldset, FormLayout, IconButton, RadioCards, Skeleton, TextField, toast } from '@/design';
import { showProblem, formatDay, useDocumentTitle } from '@/lib';
import { communityMutations, communityQueries } from '@/api';
import { TrustSettings } from '../TrustSettings';
import { ExportCommunity } from '../ExportCommunity';
import { BlockedDomains } from '../BlockedDomains';
import { ImportCommunity } from '../ImportCommunity';
import { AdminCard, AdminList, AdminMeta, AdminMore, AdminPage, AdminRow, AdminTitle } from '../AdminPage';
import * as styles from './SiteSettingsPage.css.ts';

const MODE: Record<SignupMode, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  open: { label: msg({ message: 'Open', context: 'sign-up mode' }), hint: msg`Anyone can create an account.` },
  invite: { label: msg`By invitation`, hint: msg`Only people with a valid invite link can join.` },
  closed: { label: msg({ message: 'Closed', context: 'sign-up mode' }), hint: msg`Nobody new can join. Members still sign in.` },
};

/** An invite link as the browser opens it (the server answers a path when it does not know its address). */
const absolute = (url: string) => new URL(url, window.location.origin).href;

async function copy(i18n: I18n, text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(translate(i18n)`Invite link copied`);
  } catch {
    toast.error(translate(i18n)`Could not copy: select the link and copy it yourself`);
  }
}

function SignupModeForm({ current, canChange }: { current: SignupMode; canChange: boolean }) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<SignupMode>(current);
  const update = useMutation(communityMutations.siteSettings);
  async function save(e: FormEvent) {
    e.preventDefault();
    try {
      await update.mutateAsync({ signup: mode });
      toast.success(t`Sign-up setting saved`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }
  return (
    <FormLayout onSubmit={save}>
      <FormFieldset legend={t`Who can sign up`}>
        <RadioCards name="signup" options={SIGNUP_MODES.map((m) => ({ value: m, label: i18n._(MODE[m].label), hint: i18n._(MODE[m].hint) }))} value={mode} disabled={!canChange} onChange={setMode} />
      </FormFieldset>
      {canChange && (
        <FormActions>
          <Button type="submit" loading={update.isPending} disabled={mode === current}>
            <Trans context="button">Save</Trans>
          </Button>
        </FormActions>
      )}
    </FormLayout>
  );
}

function NewInviteForm() {
  const { t, i18n } = useLingui();
  const [uses, setUses] = useState('1');
  const [days, setDays] = useState('7');
  const create = useMutation(communityMutations.createInvite);
  const [made, setMade] = useState<string | null>(null);
  async function make(e: FormEvent) {
    e.preventDefault();
    const max_uses = Number(uses);
    const expires_in_days = Number(days);
    if (!Number.isInteger(max_uses) || max_uses < 1 || max_uses > 1000) return toast.error(t`Uses must be a whole number from 1 to 1000`);
    if (!Number.isInteger(expires_in_days) || expires_in_days < 1 || expires_in_days > 365) return toast.error(t`Days must be a whole number from 1 to 365`);
    try {
      const invite = await create.mutateAsync({ max_uses, expires_in_days });
      setMade(absolute(invite.url));
      toast.success(t`Invite created`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }
  return (
    <FormLayout onSubmit={make}>
      <FormFieldset legend={t`New invite link`}>
        <FormColumns>
          <FormField label={t`Uses`}>
            <TextField type="number" min={1} max={1000} inputMode="numeric" value={uses} onChange={(e) => setUses(e.target.value)} />
          </FormField>
          <FormField label={t`Valid for (days)`}>
            <TextField type="number" min={1} max={365} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
          </FormField>
        </FormColumns>
      </FormFieldset>
      <FormActions>
        <Button type="submit" iconStart={<Link2 aria-hidden />} loading={create.isPending}>
          <Trans>Create invite link</Trans>
        </Button>
      </FormActions>
      {made && (
        <AdminRow>
          <output className={styles.url} aria-label={t`New invite link`}>
            {made}
          </output>
          <IconButton aria-label={t`Copy the invite link`} onClick={() => void copy(i18n, made)}>
            <Copy aria-hidden />
          </IconButton>
        </AdminRow>
      )}
    </FormLayout>
  );
}

function InviteItem({ invite: i }: { invite: Invite }) {
  const { t, i18n } = useLingui();
  const expired = new Date(i.expires_at) <= new Date();
  const usedUp = i.uses >= i.max_uses;
  const code = i.code;
  const uses = i.uses;
  const maxUses = i.max_uses;
  const validUntil = formatDay(i.expires_at);
  const maker = i.created_by ? `@${i.created_by.username}` : t`a deleted member`;
  const madeOn = formatDay(i.created_at);
  const joined = i.joined.length > 0 ? new Intl.ListFormat(i18n.locale, { type: 'conjunction', style: 'narrow' }).format(i.joined.map((j) => `@${j.username}`)) : null;
  return (
    <AdminCard>
      <AdminRow>
        <span className={styles.url}>{absolute(i.url)}</span>
        <IconButton aria-label={t`Copy the invite link ${code}`} size="sm" onClick={() => void copy(i18n, absolute(i.url))}>
          <Copy aria-hidden />
        </IconButton>
      </AdminRow>
      <AdminTitle>
        <Trans>
          {uses} of {maxUses} used
        </Trans>{' '}
        · {expired ? t`expired` : usedUp ? t`used up` : t`valid until ${validUntil}`}
      </AdminTitle>
      <AdminMeta>
        <Trans>
          Made by {maker} on {madeOn}
        </Trans>
        {joined && (
          <>
            {' · '}
            <Trans>joined through it: {joined}</Trans>
          </>
        )}
      </AdminMeta>
    </AdminCard>
  );
}

export interface SiteSettingsPageProps {
  /** Admins set the sign-up mode; moderators see it and make invites. */
  canChange: boolean;
}

/** /admin/site: the sign-up mode, the trust settings and the community's archive (admins), invite links with a use limit and an expiry, and who joined through each. */
export function SiteSettingsPage({ canChange }: SiteSettingsPageProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t({ message: 'Site', context: 'admin page' }));
  const site = useQuery(communityQueries.site());
  const invites = useInfiniteQuery(communityQueries.invites());
  const list = invites.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <AdminPage title={t({ message: 'Site', context: 'admin page' })} intro={t`How newcomers join. With sign-up by invitation, send people an invite link: the sign-up screen takes the invite from it.`}>
      {site.isPending ? (
        <Skeleton height="12rem" />
      ) : site.isError ? (
        <ErrorState title={t`Could not load the settings`} detail={showProblem(site.error, i18n)} onRetry={() => void site.refetch()} />
      ) : (
        <>
          <SignupModeForm key={site.data.signup} current={site.data.signup} canChange={canChange} />
          <TrustSettings key={JSON.stringify([site.data.hold_new, site.data.trust])} holdNew={site.data.hold_new} thresholds={site.data.trust} canChange={canChange} />
          {canChange && <ExportCommunity />}
          {canChange && <ImportCommunity />}
          {canChange && <BlockedDomains />}
        </>
      )}
      <NewInviteForm />
      {invites.isPending ? (
        <Skeleton height="5rem" />
      ) : invites.isError ? (
        <ErrorState title={t`Could not load the invites`} detail={showProblem(invites.error, i18n)} onRetry={() => void invites.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<Ticket aria-hidden />} message={t`No invites yet`} />
      ) : (
        <>
          <AdminList aria-label={t`Invites`}>
            {list.map((i) => (
              <InviteItem key={i.code} invite={i} />
            ))}
          </AdminList>
          {invites.hasNextPage && <AdminMore loading={invites.isFetchingNextPage} onClick={() => void invites.fetchNextPage()} />}
        </>
      )}
    </AdminPage>
  );
}
