import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Tags, TrendingUp } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { READER_MESSAGES, type MainCategory } from '@/contract';
import { VisuallyHidden, directionalIcon } from '@/design/styles';
import { useDocumentTitle, useSession } from '@/lib';
import { blogKeys } from '@/api';
import { useFollowingBlogs, useLatestBlogs, useSearchBlogs } from '../../hooks/usePagedBlogs';
import { FollowSuggestions } from '../FollowSuggestions';
import { categoryFromTag, nextCategory } from '../../model/category';
import { CATEGORY_LABELS } from '../../model/categoryLabel';
import { BlogList } from '../BlogList';
import { CategoryFilter } from '../CategoryFilter';
import { AsideTitle, PageColumns } from '@/design/layouts/PageColumns';
import { TrendingList } from '../TrendingList';
import * as styles from './HomePage.css';

/** Home: the latest blogs (or one category's), the category filter and the trending list. */
export function HomePage() {
  const [category, setCategory] = useState<MainCategory | null>(null);
  const [tab, setTab] = useState('feed');
  const client = useQueryClient();
  const latest = useLatestBlogs(category === null);
  const byCategory = useSearchBlogs({ tag: category ? categoryFromTag(category) : undefined }, category !== null);
  const list = category === null ? latest : byCategory;
  const session = useSession();
  const following = useFollowingBlogs(Boolean(session) && tab === 'following');
  const { t, i18n } = useLingui();
  const categoryName = category ? i18n._(CATEGORY_LABELS[category]) : null;
  const listTitle = categoryName ? t`${categoryName} blogs` : t`Latest blogs`;
  useDocumentTitle(categoryName);

  // Changing the category, or clicking the active one (home again), starts a fresh list.
  const select = (clicked: MainCategory) => {
    const next = nextCategory(category, clicked);
    // Drop the cached pages of the list being opened, so it starts again from page one.
    client.removeQueries({ queryKey: next === null ? blogKeys.latest() : blogKeys.search({ tag: categoryFromTag(next) }) });
    setCategory(next);
    setTab('feed');
  };

  const feed = (
    <BlogList
      list={list}
      label={listTitle}
      errorTitle={categoryName ? t`Could not load ${categoryName} blogs` : t`Could not load the latest blogs`}
      emptyTitle={i18n._(READER_MESSAGES.noCategoryBlogs)}
      emptyAction={
        <Link className={styles.emptyLink} to="/editor">
          {i18n._(READER_MESSAGES.writeFirst)}
        </Link>
      }
    />
  );

  return (
    <PageColumns
      label={t`Home feed`}
      value={tab}
      onValueChange={setTab}
      header={
        <>
          <VisuallyHidden asChild>
            <h1>{listTitle}</h1>
          </VisuallyHidden>
          {/* On small screens (the side column is hidden there). Shown by CSS, not by the width
              hook: the page the server drew is wide, and the filter must not appear above the
              feed only once the app has started (pushing the feed down). */}
          <div className={styles.smallOnly}>
            <CategoryFilter aria-label={t`Categories`} scroll active={category} onSelect={select} />
          </div>
        </>
      }
      tabs={[
        { value: 'feed', label: categoryName ?? t`Home`, content: feed },
        ...(session
          ? [
              {
                value: 'following',
                label: t({ message: 'Following', context: 'feed tab' }),
                content: (
                  <BlogList
                    list={following}
                    label={t`Blogs from people you follow`}
                    errorTitle={t`Could not load the blogs of the people you follow`}
                    emptyTitle={i18n._(READER_MESSAGES.noFollowingBlogs)}
                    emptyAction={<FollowSuggestions />}
                  />
                ),
              },
            ]
          : []),
        { value: 'trending', label: t`Trending`, content: <TrendingList />, smallOnly: true },
      ]}
      asideLabel={t`Categories and trending blogs`}
      aside={
        <>
          <section>
            <AsideTitle icon={<Tags aria-hidden />}>
              <Trans>Stories from all interests</Trans>
            </AsideTitle>
            <CategoryFilter aria-label={t`Categories`} active={category} onSelect={select} />
          </section>
          <section>
            <AsideTitle icon={<TrendingUp aria-hidden className={directionalIcon} />}>
              <Trans>Trending</Trans>
            </AsideTitle>
            <TrendingList compact />
          </section>
        </>
      }
    />
  );
}
