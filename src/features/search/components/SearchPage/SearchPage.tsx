import { useParams } from 'react-router-dom';
import { UsersRound } from 'lucide-react';
import { VisuallyHidden } from '@/design/styles';
import { MESSAGES } from '@/contract';
import { BlogList, useSearchBlogs } from '@/features/feed';
import { AsideTitle, PageColumns } from '@/design/layouts/PageColumns';
import { useDocumentTitle } from '@/lib';
import { UserList } from '../UserList';

/** Search results (/search/:query): matching blogs with Load More, and matching users. */
export function SearchPage() {
  const { query = '' } = useParams();
  const blogs = useSearchBlogs({ query });
  useDocumentTitle(`Search results for "${query}"`);
  return (
    <PageColumns
      key={query}
      label="Search results"
      header={
        <VisuallyHidden asChild>
          <h1>Search results for "{query}"</h1>
        </VisuallyHidden>
      }
      tabs={[
        {
          value: 'blogs',
          label: `Results for "${query}"`,
          content: (
            <BlogList
              list={blogs}
              label="Matching blogs"
              errorTitle="Could not search the blogs"
              emptyTitle={MESSAGES.noSearchBlogs}
            />
          ),
        },
        { value: 'users', label: 'Accounts', content: <UserList query={query} />, smallOnly: true },
      ]}
      asideLabel="Users related to the search"
      aside={
        <section>
          <AsideTitle icon={<UsersRound aria-hidden />}>Users related to search</AsideTitle>
          <UserList query={query} />
        </section>
      }
    />
  );
}
