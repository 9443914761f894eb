import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { comment, profileAda, sessionAda, sessionGrace } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { CommentsPanel } from './CommentsPanel';

// A full first page: Load More shows while the last page was full.
const comments = [comment(1, { children: ['reply-1'] }), ...[2, 3, 5, 6, 7, 8, 9, 10, 11].map((n) => comment(n))];
const replies = [comment(4, { _id: 'reply-1', isReply: true, parent: 'comment-1', comment: 'A reply from Ada.' })];
const api = {
  '/get-blog-comments': () => comments,
  '/get-replies': () => ({ replies }),
  '/add-comment': (body: unknown) => comment(50, { _id: 'new-reply', comment: (body as { comment: string }).comment, commentedAt: new Date().toISOString() }),
  '/delete-comment': () => ({ status: 'done' }),
};

const meta = {
  title: 'Features/Comments/CommentsPanel',
  component: CommentsPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onCountsChange: fn(),
    blog: { _id: 'blog-1', title: 'Notes on the Analytical Engine', authorUsername: 'ada' },
  },
} satisfies Meta<typeof CommentsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ada (the blog's author) replies, then deletes the reply: the counters follow. */
export const AuthorRepliesAndDeletes: Story = {
  decorators: [withApp({ session: sessionAda, api })],
  play: async ({ args }) => {
    const panel = within(await screen.findByRole('dialog', { name: 'Comments' }));
    await panel.findAllByRole('article', { name: 'Comment by Grace Hopper' });
    await userEvent.click(panel.getAllByRole('button', { name: 'Reply' })[0]);
    await userEvent.type(panel.getByRole('textbox', { name: 'Write a reply' }), 'Thanks Grace');
    await userEvent.click(panel.getAllByRole('button', { name: 'Reply' })[1]);
    await expect((await screen.findAllByText(MESSAGES.replyPosted))[0]).toBeInTheDocument();
    await expect(args.onCountsChange).toHaveBeenCalledWith({ comments: 1, parents: 0 });
    const reply = await panel.findByRole('article', { name: 'Reply by Ada Lovelace' });
    await userEvent.click(within(reply).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(panel.queryByText('Thanks Grace')).toBeNull());
    await expect(args.onCountsChange).toHaveBeenLastCalledWith({ comments: -1, parents: 0 });
    await expect(panel.getByRole('button', { name: 'Load more comments' })).toBeVisible();
  },
};
export const Empty: Story = {
  decorators: [withApp({ api: { '/get-blog-comments': () => [] } })],
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noComments)).toBeVisible();
  },
};
export const Loading: Story = { decorators: [withApp({ api: { '/get-blog-comments': 'pending' } })] };
export const Failure: Story = {
  decorators: [withApp({ api: { '/get-blog-comments': { status: 500, body: { error: 'Comments are resting' } } } })],
  play: async () => {
    await expect(await screen.findByText('Could not load the comments')).toBeVisible();
  },
};

/** Grace, a moderator, sees Ada's hidden comment marked, and shows it again from the keyboard. */
export const ModeratorShowsAHiddenCommentAgain: Story = {
  decorators: [
    withApp({
      session: sessionGrace,
      api: {
        ...api,
        '/get-blog-comments': () => [comment(2, { hidden: true }), comment(3)],
        '/get-profile': () => ({ ...profileAda, personal_info: { ...profileAda.personal_info, username: 'grace', fullname: 'Grace Hopper' }, role: 'moderator' }),
        '/unhide': () => ({ status: 'done' }),
      },
    }),
  ],
  play: async () => {
    const panel = within(await screen.findByRole('dialog', { name: 'Comments' }));
    const hidden = await panel.findByRole('article', { name: 'Comment by Ada Lovelace' });
    await expect(hidden).toHaveTextContent('hidden by a moderator');
    const button = await within(hidden).findByRole('button', { name: 'Show again' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('The comment is shown again to everyone')).toBeInTheDocument();
    await expect(within(panel.getByRole('article', { name: 'Comment by Grace Hopper' })).queryByRole('button', { name: 'Show again' })).toBeNull();
  },
};

/**
 * Load More follows the pages this reader gets, not the blog's count (which is everyone's: a reader
 * who blocked a commenter gets fewer): shown after a full page, gone after a short one.
 */
export const LoadMoreUntilAShortPage: Story = {
  decorators: [withApp({ api: { ...api, '/get-blog-comments': (body: unknown) => ((body as { skip: number }).skip === 0 ? comments : [comment(12, { comment: 'The last word.' })]) } })],
  play: async () => {
    const panel = within(await screen.findByRole('dialog', { name: 'Comments' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Load more comments' }));
    await expect(await panel.findByText('The last word.')).toBeVisible();
    await waitFor(() => expect(panel.queryByRole('button', { name: 'Load more comments' })).toBeNull());
  },
};

/** Exactly one full page of comments: the next page, fetched ahead, is empty, so Load More never shows. */
const pageAsked = fn();
export const ExactlyOnePageNoLoadMore: Story = {
  decorators: [
    withApp({
      api: {
        ...api,
        '/get-blog-comments': (body: unknown) => {
          const { skip } = body as { skip: number };
          pageAsked(skip);
          return skip === 0 ? comments : [];
        },
      },
    }),
  ],
  play: async () => {
    const panel = within(await screen.findByRole('dialog', { name: 'Comments' }));
    await panel.findAllByRole('article', { name: 'Comment by Grace Hopper' });
    await waitFor(() => expect(pageAsked).toHaveBeenCalledWith(10));
    await expect(panel.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  },
};
