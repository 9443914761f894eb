import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FileText, Search } from 'lucide-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { afterBlogDeleted, blogKeys, blogQueries, cancelSchedule, deleteBlog } from '@/api';
import { MESSAGES, type BlogCard } from '@/contract';
import { EmptyState, ErrorState, FormField, LoadMoreButton, Tabs, TabsContent, TabsList, TabsTrigger, TextField, toast } from '@/design';
import { errorMessage, useDocumentTitle } from '@/lib';
import { ManageBlogRow, ManageBlogRowSkeleton } from '../ManageBlogRow';
import * as styles from './ManageBlogsPage.css.ts';

function BlogList({ draft, query }: { draft: boolean; query: string }) {
  const list = useInfiniteQuery(blogQueries.own({ draft, query }));
  const client = useQueryClient();
  const remove = useMutation({ mutationFn: deleteBlog, onSuccess: (_answer, blogId) => afterBlogDeleted(client, blogId) });
  const [deleting, setDeleting] = useState<string | null>(null);

  function confirmDelete(blog: BlogCard) {
    toast.warning(MESSAGES.deleteWarningTitle, {
      description: MESSAGES.deleteWarning,
      action: {
        label: MESSAGES.deleteForever,
        onClick: async () => {
          setDeleting(blog.blog_id);
          try {
            await remove.mutateAsync(blog.blog_id);
            toast.success(MESSAGES.blogDeleted);
          } catch (err) {
            toast.error(errorMessage(err));
          } finally {
            setDeleting(null);
          }
        },
      },
    });
  }

  if (list.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your blogs">
        {[0, 1, 2].map((i) => (
          <ManageBlogRowSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <ErrorState title="Could not load your blogs" detail={errorMessage(list.error)} onRetry={() => void client.resetQueries({ queryKey: blogKeys.own })} />
    );
  }
  const blogs = list.data.pages.flatMap((p) => p.results);
  if (blogs.length === 0) {
    return <EmptyState icon={<FileText aria-hidden />} message={draft ? MESSAGES.noDrafts : MESSAGES.noPublished} />;
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
            deleting={deleting === blog.blog_id}
            onCancelSchedule={(b) =>
              void cancelSchedule(client, b.blog_id).then(
                () => toast.success('Schedule cancelled: it stays a draft'),
                (err) => toast.error(errorMessage(err)),
              )
            }
          />
        ))}
      </ul>
      {list.hasNextPage && <LoadMoreButton className={styles.more} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
    </>
  );
}

/** /dashboard/blogs: the author's published blogs and drafts (?tab=draft opens Drafts). */
export function ManageBlogsPage() {
  useDocumentTitle('Manage Blogs');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'draft' ? 'draft' : 'published';
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery(text.trim());
  }

  return (
    <section className={styles.page} aria-labelledby="manage-blogs-heading">
      <h1 id="manage-blogs-heading" className={styles.heading}>
        Manage Blogs
      </h1>
      <form role="search" onSubmit={submit} className={styles.search}>
        <FormField label="Search your blogs" hideLabel>
          <TextField
            type="search"
            placeholder="Search blogs"
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
          if (value === 'draft') next.set('tab', 'draft');
          else next.delete('tab');
          setParams(next, { replace: true });
        }}
      >
        <TabsList aria-label="Your blogs">
          <TabsTrigger value="published">Published Blogs</TabsTrigger>
          <TabsTrigger value="draft">Drafts</TabsTrigger>
        </TabsList>
        <TabsContent value="published">
          <BlogList draft={false} query={query} />
        </TabsContent>
        <TabsContent value="draft">
          <BlogList draft query={query} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
