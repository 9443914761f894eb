import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, type Blog } from '@/contract';
import { BlogPage } from '@/features/blog';
import { blog, profileAda, sessionAda, sessionGrace } from '@/testing/fixtures';
import { blogApi, withAppFromParameters } from './readerApi';

const route = { path: '/blogs/:blog_id', route: `/blogs/${blog.blog_id}` };

/**
 * The comments panel is its own chunk, loaded on first open: in a dev server that has just started
 * (a fresh clone's first story run), transforming it takes longer than findBy's default second.
 */
// The panel is its own chunk, transformed by the dev server on its first request: on a fresh clone's
// loaded CI host that has taken more than 15 s. A clock that only ends a hang (the story's is 60 s).
const PANEL_LOADS = { timeout: 45_000 };

const meta = {
  title: 'Pages/Blog',
  component: BlogPage,
  parameters: { layout: 'fullscreen', app: { ...route, api: blogApi() } },
  decorators: [withAppFromParameters],
} satisfies Meta<typeof BlogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: blog.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '@ada' })).toHaveAttribute('href', '/user/ada');
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    // Seven blocks: the second action bar is there.
    await expect(canvas.getAllByRole('group', { name: /Blog actions/ })).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Like/ })[0]);
    await expect((await screen.findAllByText(MESSAGES.signInToLike))[0]).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Similar Blogs' })).toBeVisible();
  },
};

/** The author sees Edit; likes are optimistic. */
export const SignedInAuthor: Story = {
  parameters: { app: { session: sessionAda } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('link', { name: 'Edit' }))[0]).toHaveAttribute('href', `/editor/${blog.blog_id}`);
    const like = canvas.getAllByRole('button', { name: /^Like/ })[0];
    await expect(like).toHaveAccessibleName(/13 likes/);
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(/14 likes/);
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName(/13 likes/);
  },
};

/** A failed like rolls back and says why. */
export const LikeFails: Story = {
  parameters: { app: { session: sessionGrace, api: { '/like-blog': { status: 500, body: { error: 'Could not save your like' } } } } },
  play: async ({ canvas }) => {
    const like = (await canvas.findAllByRole('button', { name: /^Like/ }))[0];
    await userEvent.click(like);
    // The toast arrives after the failed call and the toaster's own chunk: later than a second when busy.
    await expect((await screen.findAllByText('Could not save your like', {}, { timeout: 5000 }))[0]).toBeInTheDocument();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await expect(like).toHaveAccessibleName(/13 likes/);
  },
};

/** A press before the reader's like state has arrived, then a failure: the heart goes back to empty. */
export const LikeFailsBeforeStateLoads: Story = {
  parameters: { app: { session: sessionGrace, api: { '/isliked-by-user': 'pending', '/like-blog': { status: 500, body: { error: 'Could not save your like' } } } } },
  play: async ({ canvas }) => {
    const like = (await canvas.findAllByRole('button', { name: /^Like/ }))[0];
    await userEvent.click(like);
    // The toast arrives after the failed call and the toaster's own chunk: later than a second when busy.
    await expect((await screen.findAllByText('Could not save your like', {}, { timeout: 5000 }))[0]).toBeInTheDocument();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await expect(like).toHaveAccessibleName(/13 likes/);
  },
};

export const Share: Story = {
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Share' }))[0]);
    await expect((await screen.findAllByText(MESSAGES.linkCopied))[0]).toBeInTheDocument();
  },
};

/** Comments: open the panel, post, reply, show replies, delete a reply. */
export const CommentsOpen: Story = {
  parameters: { app: { session: sessionGrace } },
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: /^Comments/ }))[0]);
    const panel = within(await screen.findByRole('dialog', { name: 'Comments' }, PANEL_LOADS));
    await expect((await panel.findAllByRole('article', { name: 'Comment by Grace Hopper' }, { timeout: 3000 }))[0]).toBeVisible();
    await userEvent.type(panel.getByRole('textbox', { name: 'Write a comment' }), 'What a read!');
    await userEvent.click(panel.getByRole('button', { name: 'Comment' }));
    await expect((await screen.findAllByText(MESSAGES.commentPosted))[0]).toBeInTheDocument();
    await expect(panel.getAllByRole('article')[0]).toHaveTextContent('What a read!');
    await userEvent.click(panel.getByRole('button', { name: 'Show 2 replies' }));
    await expect(await panel.findByText('Thank you both!')).toBeVisible();
  },
};

export const CommentsEmpty: Story = {
  parameters: { app: { api: blogApi(blog, []) } },
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: /^Comments/ }))[0]);
    const panel = within(await screen.findByRole('dialog', { name: 'Comments' }, PANEL_LOADS));
    await expect(await panel.findByText(MESSAGES.noComments)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Comment' }));
    await expect((await screen.findAllByText(MESSAGES.signInToComment))[0]).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const short: Blog = { ...blog, content: [{ ...blog.content[0], blocks: blog.content[0].blocks.slice(0, 2) }] };
export const ShortBlog: Story = {
  parameters: { app: { api: blogApi(short) } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.getAllByRole('group', { name: /Blog actions/ })).toHaveLength(1);
  },
};

/**
 * A blog in Arabic read in the English interface: its title and content carry its language and read
 * right to left, each paragraph in its own words' direction; the interface around them stays English.
 */
const arabic: Blog = {
  ...blog,
  language: 'ar',
  title: 'ملاحظات عن المحرّك التحليلي',
  content: [
    {
      ...blog.content[0],
      blocks: [
        { id: 'a1', type: 'paragraph', data: { text: 'يحيك المحرّك أنماطًا جبرية كما يحيك النول الأزهار والأوراق.' } },
        { id: 'a2', type: 'paragraph', data: { text: 'The Analytical Engine weaves algebraic patterns.' } },
        { id: 'a3', type: 'list', data: { style: 'unordered', items: ['الأرقام رموزًا', 'Operations as cards'] } },
      ],
    },
  ],
};
export const InItsOwnLanguage: Story = {
  parameters: { app: { api: blogApi(arabic) } },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1, name: arabic.title });
    await expect(title).toHaveAttribute('lang', 'ar');
    const paragraph = canvas.getByText(/يحيك المحرّك/);
    const content = paragraph.closest('[lang]');
    await expect(content).toHaveAttribute('lang', 'ar');
    await expect(content).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(paragraph).direction).toBe('rtl');
    await expect(getComputedStyle(canvas.getByText(/Analytical Engine/)).direction).toBe('ltr');
    await expect(getComputedStyle(canvas.getByText('Operations as cards')).direction).toBe('ltr');
    // The interface around it is not the blog's.
    await expect(canvas.getByRole('link', { name: '@ada' }).closest('[lang]')).not.toBe(content);
  },
};

const longTitle: Blog = {
  ...blog,
  banner: '/fixtures/missing.png',
  title: 'A very long blog title that wraps over several lines on a phone and still reads well on a wide screen: engines, looms and numbers',
};
export const LongTitleBrokenBanner: Story = { parameters: { app: { api: blogApi(longTitle) } } };

export const Loading: Story = { parameters: { app: { api: { '/get-blog': 'pending' } } } };

export const NotFound: Story = {
  parameters: { app: { api: { '/get-blog': { status: 404, body: { error: 'Blog not found' } } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Failure: Story = {
  parameters: { app: { api: { '/get-blog': { status: 500, body: { error: 'Something broke on our side' } } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load this blog', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The comments drawer open on a thread (screenshot baseline). */
export const DrawerOpen: Story = {
  parameters: { app: { session: sessionGrace } },
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: /^Comments/ }))[0]);
    const panel = within(await screen.findByRole('dialog', { name: 'Comments' }, PANEL_LOADS));
    await panel.findAllByRole('article', { name: 'Comment by Grace Hopper' }, { timeout: 3000 });
  },
};

/** A moderator on a blog a moderator hid: the note offers to show it again, from the keyboard. */
export const HiddenForAModerator: Story = {
  parameters: {
    app: {
      session: sessionGrace,
      api: {
        ...blogApi({ ...blog, hidden: true }),
        '/get-profile': () => ({ ...profileAda, role: 'moderator' }),
        '/unhide': () => ({ status: 'done' }),
      },
    },
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent('A moderator hid this blog');
    const button = await within(note).findByRole('button', { name: 'Show again' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('The blog is shown again to everyone')).toBeInTheDocument();
  },
};
