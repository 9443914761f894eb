import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FileText, Search } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { blogKeys, blogMutations, blogQueries } from '@/api';
import { MESSAGES, type BlogCard } from '@/contract';
import { EmptyState, ErrorState, FormField, LoadMoreButton, Tabs, TabsContent, TabsList, TabsTrigger, TextField, toast } from '@/design';
import { showProblem, useDocumentTitle } from '@/lib';
import { ManageBlogRow, ManageBlogRowSkeleton } from '../ManageBlogRow';
import * as styles from './ManageBlogsPage.css.ts';

type Tab = 'published' | 'draft' | 'scheduled';
const TABS: readonly Tab[] = ['published', 'draft', 'scheduled'];
// Drafts and scheduled blogs are both drafts to the server; each tab shows one kind.
const FILTERS = { published: { draft: false }, draft: { draft: true, scheduled: false }, scheduled: { draft: true, scheduled: true } } as const;
// SPEC.md's two messages (the contract's, translated by id) and the scheduled tab's own.
const EMPTY: Record<Tab, MessageDescriptor> = { published: { id: MESSAGES.noPublished }, draft: { id: MESSAGES.noDrafts }, scheduled: msg`No scheduled blogs` };

function BlogList({ tab, query }: { tab: Tab; query: string }) {
  const draft = tab !== 'published';
  const list = useInfiniteQuery(blogQueries.own({ ...FILTERS[tab], query }));
  const client = useQueryClient();
  const remove = useMutation(blogMutations.delete);
  const cancelSchedule = useMutation(blogMutations.cancelSchedule);
  const { t, i18n } = useLingui();

  function confirmDelete(blog: BlogCard) {
    toast.warning(i18n._(MESSAGES.deleteWarningTitle), {
      description: i18n._(MESSAGES.deleteWarning),
      action: {
        label: i18n._(MESSAGES.deleteForever),
        onClick: async () => {
          try {
            await remove.mutateAsync(blog.blog_id);
            toast.success(i18n._(MESSAGES.blogDeleted));
          } catch (err) {
            toast.error(showProblem(err, i18n));
          }
        },
      },
    });
  }

  if (list.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading your blogs`}>
        {[0, 1, 2].map((i) => (
          <ManageBlogRowSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <ErrorState title={t`Could not load your blogs`} detail={showProblem(list.error, i18n)} onRetry={() => void client.resetQueries({ queryKey: blogKeys.own })} />
    );
  }
  const blogs = list.data.pages.flatMap((p) => p.results);
  if (blogs.length === 0) {
    return <EmptyState icon={<FileText aria-hidden />} message={i18n._(EMPTY[tab])} />;
  }
  return (
    <>
      <ul className={styles.list}>
        {blogs.map((blog, i) => (
          <ManageBlogRow
            key={blog.blog_id}
            blog={blog}
            draft={draft}
            index={i + 1}
            onDelete={confirmDelete}
            deleting={remove.isPending && remove.variables === blog.blog_id}
            onCancelSchedule={(b) =>
              void cancelSchedule.mutateAsync(b.blog_id).then(
                () => toast.success(t`Schedule cancelled: it stays a draft`),
                (err) => toast.error(showProblem(err, i18n)),
              )
            }
          />
        ))}
      </ul>
      {list.hasNextPage && <LoadMoreButton className={styles.more} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
    </>
  );
}

/** /dashboard/blogs: the author's published blogs, drafts and scheduled blogs (?tab=draft or ?tab=scheduled opens those). */
export function ManageBlogsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Manage Blogs`);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'published';
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery(text.trim());
  }

  return (
    <section className={styles.page} aria-labelledby="manage-blogs-heading">
      <h1 id="manage-blogs-heading" className={styles.heading}>
        <Trans>Manage Blogs</Trans>
      </h1>
      <form role="search" onSubmit={submit} className={styles.search}>
        <FormField label={t`Search your blogs`} hideLabel>
          <TextField
            type="search"
            placeholder={t`Search blogs`}
            icon={<Search />}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              // Clearing the box shows every blog again.
              if (!e.target.value) setQuery('');
            }}
          />
        </FormField>
      </form>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(params);
          if (value !== 'published') next.set('tab', value);
          else next.delete('tab');
          setParams(next, { replace: true });
        }}
      >
        <TabsList aria-label={t`Your blogs`}>
          <TabsTrigger value="published">
            <Trans>Published Blogs</Trans>
          </TabsTrigger>
          <TabsTrigger value="draft">
            <Trans>Drafts</Trans>
          </TabsTrigger>
          <TabsTrigger value="scheduled">
            <Trans>Scheduled</Trans>
          </TabsTrigger>
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t} value={t}>
            <BlogList tab={t} query={query} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
