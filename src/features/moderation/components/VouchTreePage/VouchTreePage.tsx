import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Network, Search } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, EmptyState, ErrorState, FormField, Skeleton, TextField, TextLink } from '@/design';
import { showProblem, formatDay, useDocumentTitle } from '@/lib';
import { trustQueries, type VouchTree } from '@/api';
import { AdminCard, AdminGrow, AdminList, AdminMeta, AdminPage, AdminRow, AdminTitle } from '../AdminPage';
import * as styles from './VouchTreePage.css.ts';

type Relation = VouchTree['vouched_by'][number];

/** One member on either side: a step further along the tree is their own page. */
function RelationItem({ person: p }: { person: Relation }) {
  const { t } = useLingui();
  const last = formatDay(p.last);
  const vouches = p.vouches;
  return (
    <AdminCard aria-label={`${p.fullname} (@${p.username})`}>
      <AdminRow>
        <Avatar src={p.profile_img} name={p.fullname} alt="" size="sm" />
        <AdminGrow>
          <TextLink as={Link} to={`/moderation/vouches/${p.username}`}>
            {p.fullname}
          </TextLink>{' '}
          <bdi className={styles.username}>@{p.username}</bdi>
          <AdminMeta>
            <Plural value={vouches} one={`# vouch, the last on ${last}`} other={`# vouches, the last on ${last}`} />
            {p.suspended && <> · {t`suspended`}</>}
          </AdminMeta>
        </AdminGrow>
      </AdminRow>
    </AdminCard>
  );
}

function Side({ title, empty, people }: { title: string; empty: string; people: Relation[] }) {
  return (
    <section className={styles.side} aria-label={title}>
      <h2 className={styles.sideTitle}>{title}</h2>
      {people.length === 0 ? (
        <AdminMeta>{empty}</AdminMeta>
      ) : (
        <AdminList>
          {people.map((p) => (
            <RelationItem key={p.username} person={p} />
          ))}
        </AdminList>
      )}
    </section>
  );
}

/**
 * /moderation/vouches/:username: who vouched for a member and whom they vouched for, each a link
 * one step further. Moderators follow a spam ring back to whoever let it in.
 */
export function VouchTreePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Vouch tree`);
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const [query, setQuery] = useState(username);
  const tree = useQuery(trustQueries.tree(username));
  function open(e: FormEvent) {
    e.preventDefault();
    const name = query.trim().replace(/^@/, '');
    if (name) void navigate(`/moderation/vouches/${encodeURIComponent(name)}`);
  }
  const name = tree.data ? tree.data.member.fullname : '';
  return (
    <AdminPage title={t`Vouch tree`} intro={t`Who vouched for a member, and whom they vouched for. Follow a name to go one step further.`}>
      <form className={styles.search} onSubmit={open} role="search" aria-label={t`Find a member’s vouches`}>
        <FormField label={t`Username`} hideLabel>
          <TextField icon={<Search aria-hidden />} placeholder={t`Username`} value={query} onChange={(e) => setQuery(e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline">
          <Trans>Show</Trans>
        </Button>
      </form>
      {!username ? (
        <EmptyState icon={<Network aria-hidden />} message={t`Enter a username to see their vouches`} />
      ) : tree.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading the vouches`}>
          <Skeleton height="8rem" />
        </div>
      ) : tree.isError ? (
        <ErrorState title={t`Could not load the vouches`} detail={showProblem(tree.error, i18n)} onRetry={() => void tree.refetch()} retrying={tree.isFetching} />
      ) : (
        <>
          <AdminRow>
            <Avatar src={tree.data.member.profile_img} name={name} alt="" size="md" />
            <AdminGrow>
              <AdminTitle>
                <TextLink as={Link} to={`/user/${tree.data.member.username}`}>
                  {name}
                </TextLink>{' '}
                <bdi className={styles.username}>@{tree.data.member.username}</bdi>
              </AdminTitle>
              {tree.data.member.suspended && <AdminMeta>{t`suspended`}</AdminMeta>}
            </AdminGrow>
          </AdminRow>
          <div className={styles.sides}>
            <Side title={t`Vouched for by`} empty={t`Nobody has vouched for them.`} people={tree.data.vouched_by} />
            <Side title={t`Vouched for`} empty={t`They have vouched for nobody.`} people={tree.data.vouched_for} />
          </div>
        </>
      )}
    </AdminPage>
  );
}
