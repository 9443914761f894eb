import { useDeferredValue, useId, useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Mail, Search, Upload, UserMinus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { AnswerOf } from '@/contract';
import { Button, buttonClasses, Dialog, DialogClose, DialogContent, DialogTrigger, EmptyState, ErrorState, FormField, LoadMoreButton, Skeleton, TextField, toast } from '@/design';
import { SubscriberGrowth } from '../SubscriberGrowth';
import { formatDay, showProblem, useDocumentTitle, useSession } from '@/lib';
import { downloadSubscribersCsv, importSubscribers, newsletterQueries, removeSubscriber, userQueries } from '@/api';
import * as styles from './SubscribersPage.css';

type Subscriber = AnswerOf<'subscribers'>['subscribers'][number];

const STATE = { pending: msg`Waiting for confirmation`, confirmed: msg`Confirmed`, unsubscribed: msg`Unsubscribed`, bounced: msg`Bounced` } as const;

function SubscriberRow({ subscriber: s, username }: { subscriber: Subscriber; username: string }) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({ mutationFn: () => removeSubscriber(client, username, s.email) });
  const since = formatDay(s.since, 'local', i18n.locale);
  const email = s.email;
  async function confirmed() {
    try {
      await remove.mutateAsync();
      setAsking(false);
      toast.success(t`${email} no longer gets your blogs`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }
  return (
    <li className={styles.row}>
      {/* The address keeps its own left-to-right order on a right-to-left page, at the page's start. */}
      <span className={styles.email}>
        <bdi>{s.email}</bdi>
      </span>
      {/* Removing cannot be undone from here (the reader would have to subscribe again): it asks first. */}
      <Dialog open={asking} onOpenChange={(open) => !remove.isPending && setAsking(open)}>
        <DialogTrigger asChild>
          <Button size="sm" variant="ghost" tone="danger" iconStart={<UserMinus aria-hidden />} aria-label={t`Remove ${email}`}>
            <Trans>Remove</Trans>
          </Button>
        </DialogTrigger>
        <DialogContent
          title={<Trans>Remove this subscriber?</Trans>}
          description={
            <Trans>
              <bdi>{email}</bdi> will get no more of your blogs by e-mail. To get them again, they would have to subscribe again, or be in a list you import.
            </Trans>
          }
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  <Trans>Cancel</Trans>
                </Button>
              </DialogClose>
              <Button tone="danger" iconStart={<UserMinus aria-hidden />} loading={remove.isPending} onClick={() => void confirmed()}>
                <Trans>Remove subscriber</Trans>
              </Button>
            </>
          }
        />
      </Dialog>
      <span className={styles.details}>
        <span className={styles.state}>{i18n._(STATE[s.state])}</span>
        <span className={styles.meta}>
          <Trans>
            Since <time dateTime={s.since}>{since}</time>
          </Trans>
        </span>
      </span>
    </li>
  );
}

/** Import a CSV from Substack, Ghost or Buttondown (an `email` column), with the author's word on consent. */
function ImportSubscribers({ username }: { username: string }) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const fileRef = useRef<HTMLInputElement>(null);
  const [consent, setConsent] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const legendId = useId();
  const fileId = useId();
  const chosenId = useId();
  const run = useMutation({ mutationFn: (body: { csv: string; consent: boolean }) => importSubscribers(client, username, body) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return void toast.error(t`Choose a CSV file to import`);
    try {
      const { added, skipped } = await run.mutateAsync({ csv: await file.text(), consent });
      toast.success(t`${plural(added, { one: '# address added', other: '# addresses added' })}, ${plural(skipped, { one: '# skipped', other: '# skipped' })}`);
      if (fileRef.current) fileRef.current.value = '';
      setFileName(null);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <form noValidate className={styles.importBox} aria-labelledby={legendId} onSubmit={(e) => void submit(e)}>
      <h2 id={legendId} className={styles.legend}>
        <Trans>Import subscribers</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>A CSV file with an email column, such as an export from Substack, Ghost or Buttondown. Addresses that unsubscribed here are skipped.</Trans>
      </p>
      {/* The browser's own file button speaks the browser's language ("Choose File", "No file chosen"):
          the input is hidden but stays focusable, and its label is the button, in the reader's. */}
      <div className={styles.file}>
        <input
          id={fileId}
          ref={fileRef}
          type="file"
          accept=".csv,text/csv"
          className={styles.fileInput}
          aria-describedby={chosenId}
          onChange={(e) => setFileName(e.target.files?.[0]?.name ?? null)}
        />
        <label htmlFor={fileId} className={buttonClasses({ variant: 'outline', className: styles.fileButton })}>
          <FileText aria-hidden className={styles.fileIcon} />
          <Trans>Choose a CSV file</Trans>
        </label>
        <span id={chosenId} className={styles.fileName}>
          {fileName ? <bdi>{fileName}</bdi> : <Trans>No file chosen</Trans>}
        </span>
      </div>
      <label className={styles.consent}>
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        <span>
          <Trans>These people agreed to get my blogs by e-mail. Without this, each of them gets a mail asking to confirm.</Trans>
        </span>
      </label>
      <div>
        <Button type="submit" variant="outline" iconStart={<Upload aria-hidden />} loading={run.isPending}>
          <Trans>Import</Trans>
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/subscribers: the author's newsletter subscribers: count, search, remove, export and import. */
export function SubscribersPage() {
  const session = useSession();
  const username = session?.username ?? '';
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Subscribers`);
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query.trim());
  const list = useInfiniteQuery(newsletterQueries.subscribers(searched));
  const profile = useQuery(userQueries.profile(username));
  const exporting = useMutation({ mutationFn: downloadSubscribersCsv });
  const subscribers = list.data?.pages.flatMap((p) => p.subscribers) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const growth = list.data?.pages[0]?.growth;
  const confirmed = profile.data?.subscribers;

  async function exportCsv() {
    try {
      await exporting.mutateAsync();
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <section className={styles.page} aria-labelledby="subscribers-heading">
      <div>
        <h1 id="subscribers-heading" className={styles.heading}>
          <Trans>Subscribers</Trans>
        </h1>
        {confirmed !== undefined && (
          <p className={styles.count}>{t`${plural(confirmed, { one: '# confirmed subscriber follows you by e-mail', other: '# confirmed subscribers follow you by e-mail' })}`}</p>
        )}
      </div>
      {growth && <SubscriberGrowth growth={growth} />}
      <div className={styles.tools}>
        <FormField className={styles.search} label={t`Search by address`}>
          <TextField type="search" icon={<Search />} value={query} onChange={(e) => setQuery(e.target.value)} />
        </FormField>
        <Button variant="outline" iconStart={<Download aria-hidden />} loading={exporting.isPending} onClick={() => void exportCsv()}>
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading your subscribers`}>
          <Skeleton height="8rem" />
        </div>
      ) : list.isError ? (
        <ErrorState title={t`Could not load your subscribers`} detail={showProblem(list.error, i18n)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : subscribers.length === 0 ? (
        <EmptyState
          icon={<Mail aria-hidden />}
          message={searched ? t`No subscriber’s address contains “${searched}”` : t`No subscribers yet. Readers subscribe from your profile and the end of your blogs.`}
        />
      ) : (
        <>
          <p className={styles.meta} role="status">
            {t`${plural(total, { one: '# address', other: '# addresses' })}`}
          </p>
          <ul className={styles.list} aria-label={t`Subscribers`}>
            {subscribers.map((s) => (
              <SubscriberRow key={s.email} subscriber={s} username={username} />
            ))}
          </ul>
          {list.hasNextPage && <LoadMoreButton className={styles.more} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
        </>
      )}
      <ImportSubscribers username={username} />
    </section>
  );
}
