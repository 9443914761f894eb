import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Ban, ServerOff } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { blockDomainSchema, type BlockedDomains as BlockedDomainList } from '@/contract';
import { Button, EmptyState, ErrorState, FormActions, FormField, FormFieldset, FormLayout, Skeleton, TextField, toast } from '@/design';
import { formatDay, showProblem } from '@/lib';
import { communityMutations, communityQueries } from '@/api';
import { AdminCard, AdminList, AdminMeta, AdminRow, AdminTitle } from '../AdminPage';
import * as styles from './BlockedDomains.css.ts';

export interface BlockedDomainsViewProps {
  /** The blocked servers; undefined while they load. */
  domains: BlockedDomainList['domains'] | undefined;
  /** Why they could not be loaded. */
  error?: string;
  onRetry?: () => void;
  /** Block a server (resolves when done; rejects with the refusal's words). */
  onBlock: (domain: string) => Promise<void>;
  onUnblock: (domain: string) => void;
  /** A call under way. */
  busy?: boolean;
}

/** Site settings, "Blocked servers": an admin blocks a server of the fediverse by its name and sees the list. */
export function BlockedDomainsView({ domains, error, onRetry, onBlock, onUnblock, busy = false }: BlockedDomainsViewProps) {
  const { t, i18n } = useLingui();
  const [domain, setDomain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = blockDomainSchema.safeParse({ domain, blocked: true });
    // Refused here as the server would refuse it: said beside the field and in a toast.
    const refuse = (message: string) => {
      setProblem(message);
      toast.error(message);
    };
    if (!parsed.success) return refuse(showProblem(parsed.error.issues[0]!.message, i18n));
    setProblem(null);
    try {
      await onBlock(parsed.data.domain);
      setDomain('');
    } catch (err) {
      refuse(showProblem(err, i18n));
    }
  };
  return (
    <>
      <FormLayout onSubmit={(e) => void submit(e)} aria-label={t`Blocked servers`}>
        <FormFieldset legend={t`Blocked servers`}>
          <p className={styles.hint}>{t`Members of other servers in the fediverse can follow authors here, reply and like. A blocked server's activities are refused, and its followers, replies, likes and boosts are removed.`}</p>
          <FormField label={t`Server`} error={problem ?? undefined}>
            <TextField value={domain} placeholder="mastodon.example" autoCapitalize="none" autoCorrect="off" spellCheck={false} dir="ltr" onChange={(e) => setDomain(e.target.value)} />
          </FormField>
        </FormFieldset>
        <FormActions>
          <Button type="submit" tone="danger" iconStart={<Ban aria-hidden />} loading={busy}>
            <Trans>Block server</Trans>
          </Button>
        </FormActions>
      </FormLayout>
      {error ? (
        <ErrorState title={t`Could not load the blocked servers`} detail={error} onRetry={onRetry} />
      ) : !domains ? (
        <Skeleton height="4rem" />
      ) : domains.length === 0 ? (
        <EmptyState icon={<ServerOff aria-hidden />} message={t`No server is blocked`} />
      ) : (
        <AdminList aria-label={t`Blocked servers`}>
          {domains.map((d) => {
            const day = formatDay(d.blocked_at);
            const name = d.domain;
            return (
              <AdminCard key={d.domain}>
                <AdminRow>
                  <AdminTitle>
                    <span className={styles.domain}>{d.domain}</span>
                  </AdminTitle>
                  <Button variant="outline" size="sm" aria-label={t`Unblock ${name}`} onClick={() => onUnblock(d.domain)}>
                    <Trans>Unblock</Trans>
                  </Button>
                </AdminRow>
                <AdminMeta>{t`Blocked on ${day}`}</AdminMeta>
              </AdminCard>
            );
          })}
        </AdminList>
      )}
    </>
  );
}

/** The blocked servers with their calls (admins). */
export function BlockedDomains() {
  const { t, i18n } = useLingui();
  const list = useQuery(communityQueries.blockedDomains());
  const block = useMutation(communityMutations.blockDomain);
  const change = async (domain: string, blocked: boolean) => {
    await block.mutateAsync({ domain, blocked });
    toast.success(blocked ? t`Blocked ${domain}` : t`Unblocked ${domain}`);
  };
  return (
    <BlockedDomainsView
      domains={list.data}
      error={list.isError ? showProblem(list.error, i18n) : undefined}
      onRetry={() => void list.refetch()}
      busy={block.isPending}
      onBlock={(domain) => change(domain, true)}
      onUnblock={(domain) => void change(domain, false).catch((err) => toast.error(showProblem(err, i18n)))}
    />
  );
}
