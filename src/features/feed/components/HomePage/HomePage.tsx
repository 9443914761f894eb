import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Tags, TrendingUp } from 'lucide-react';
import { MESSAGES, type MainCategory } from '@/contract';
import { VisuallyHidden, directionalIcon } from '@/design/styles';
import { useDocumentTitle, useSession } from '@/lib';
import { blogKeys } from '@/api';
import { useFollowingBlogs, useLatestBlogs, useSearchBlogs } from '../../hooks/usePagedBlogs';
import { FollowSuggestions } from '../FollowSuggestions';
import { categoryFromTag, nextCategory } from '../../model/category';
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
  useDocumentTitle(category);

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
      label={category ? `${category} blogs` : 'Latest blogs'}
      errorTitle={category ? `Could not load ${category} blogs` : 'Could not load the latest blogs'}
      emptyTitle={MESSAGES.noCategoryBlogs}
      emptyAction={
        <Link className={styles.emptyLink} to="/editor">
          {MESSAGES.writeFirst}
        </Link>
      }
    />
  );

  return (
    <PageColumns
      label="Home feed"
      value={tab}
      onValueChange={setTab}
      header={
        <>
          <VisuallyHidden asChild>
            <h1>{category ? `${category} blogs` : 'Latest blogs'}</h1>
          </VisuallyHidden>
          {/* On small screens (the side column is hidden there). Shown by CSS, not by the width
              hook: the page the server drew is wide, and the filter must not appear above the
              feed only once the app has started (pushing the feed down). */}
          <div className={styles.smallOnly}>
            <CategoryFilter aria-label="Categories" scroll active={category} onSelect={select} />
          </div>
        </>
      }
      tabs={[
        { value: 'feed', label: category ?? 'Home', content: feed },
        ...(session
          ? [
              {
                value: 'following',
                label: 'Following',
                content: (
                  <BlogList
                    list={following}
                    label="Blogs from people you follow"
                    errorTitle="Could not load the blogs of the people you follow"
                    emptyTitle={MESSAGES.noFollowingBlogs}
                    emptyAction={<FollowSuggestions />}
                  />
                ),
              },
            ]
          : []),
        { value: 'trending', label: 'Trending', content: <TrendingList />, smallOnly: true },
      ]}
      asideLabel="Categories and trending blogs"
      aside={
        <>
          <section>
            <AsideTitle icon={<Tags aria-hidden />}>Stories from all interests</AsideTitle>
            <CategoryFilter aria-label="Categories" active={category} onSelect={select} />
          </section>
          <section>
            <AsideTitle icon={<TrendingUp aria-hidden className={directionalIcon} />}>Trending</AsideTitle>
            <TrendingList compact />
          </section>
        </>
      }
    />
  );
}
