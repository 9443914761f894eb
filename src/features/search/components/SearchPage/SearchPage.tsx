import { useParams } from 'react-router-dom';
import { UsersRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@/design/styles';
import { READER_MESSAGES } from '@/contract';
import { BlogList, useSearchBlogs } from '@/features/feed';
import { AsideTitle, PageColumns } from '@/design/layouts/PageColumns';
import { useDocumentTitle } from '@/lib';
import { UserList } from '../UserList';

/** Search results (/search/:query): matching blogs with Load More, and matching users. */
export function SearchPage() {
  const { query = '' } = useParams();
  const blogs = useSearchBlogs({ query });
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Search results for "${query}"`);
  return (
    <PageColumns
      key={query}
      label={t`Search results`}
      header={
        <VisuallyHidden asChild>
          <h1>
            <Trans>Search results for "{query}"</Trans>
          </h1>
        </VisuallyHidden>
      }
      tabs={[
        {
          value: 'blogs',
          label: t`Results for "${query}"`,
          content: (
            <BlogList
              list={blogs}
              label={t`Matching blogs`}
              errorTitle={t`Could not search the blogs`}
              emptyTitle={i18n._(READER_MESSAGES.noSearchBlogs)}
            />
          ),
        },
        { value: 'users', label: t`Accounts`, content: <UserList query={query} />, smallOnly: true },
      ]}
      asideLabel={t`Users related to the search`}
      aside={
        <section>
          <AsideTitle icon={<UsersRound aria-hidden />}>
            <Trans>Users related to search</Trans>
          </AsideTitle>
          <UserList query={query} />
        </section>
      }
    />
  );
}
