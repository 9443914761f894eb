import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EditorPage, EditorWorkspace, draftFromBlog, emptyDraft } from '@/features/editor';
import { blog, profileAda, sessionAda, sessionGrace } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';

const meta = {
  title: 'Pages/Editor',
  component: EditorWorkspace,
  parameters: { layout: 'fullscreen' },
  args: { username: 'ada', initial: emptyDraft() },
} satisfies Meta<typeof EditorWorkspace>;
export default meta;
type Story = StoryObj<typeof meta>;

const workspace = withApp({ path: '*', route: '/editor', session: sessionAda, api: { '/create-blog': () => ({ id: blog.blog_id }) } });
/** Toasts of earlier stories may still be on screen: look for at least one. */
const toastShown = async (text: string) => expect((await within(document.body).findAllByText(text)).length).toBeGreaterThan(0);

const withContent = draftFromBlog(blog);

export const NewBlog: Story = { decorators: [workspace] };

export const WithContent: Story = {
  args: { initial: withContent, blogId: blog.blog_id },
  decorators: [workspace],
  play: async ({ canvasElement }) => {
    // Editor.js renders the blocks into the holder `textEditor`.
    await expect(await within(canvasElement).findByText('A machine for every science', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The editor's Publish checks banner, then title, then content. */
export const PublishNeedsBanner: Story = {
  decorators: [workspace],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const publish = canvas.getByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(publish);
    await toastShown('Please upload a blog banner before publishing');
  },
};

/** Save Draft needs only a title. */
export const DraftNeedsTitle: Story = {
  decorators: [workspace],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save Draft' });
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(save);
    await toastShown('You must provide a title to save a draft');
  },
};

export const PublishForm: Story = { args: { initial: withContent, initialView: 'publish' }, decorators: [workspace] };

/** The publish form's rules, one at a time, in SPEC.md's order. */
export const PublishFormWithErrors: Story = {
  args: { initial: { ...withContent, des: '', tags: [] }, initialView: 'publish' },
  decorators: [workspace],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await toastShown('You must provide a blog description under 200 characters to publish');
    await userEvent.type(canvas.getByLabelText('Short description about your blog'), 'A short tour.');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await toastShown('You need at least 1 tag to publish your blog');
    await userEvent.type(canvas.getByLabelText(/Topics/), 'Cooking{Enter}');
    await expect(canvas.getByLabelText('Edit tag cooking')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await toastShown('Your tags need to include at least one of the main tags');
  },
};

/** Publish later: the button says Schedule; a time in the past is refused with the contract's message. */
export const ScheduleForLater: Story = {
  args: { initial: withContent, initialView: 'publish' },
  decorators: [workspace],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Schedule' }));
    const when = canvas.getByLabelText('Publish at (your time)');
    await userEvent.clear(when);
    await userEvent.type(when, '2020-01-01T10:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await toastShown('The publishing time must be in the future');
  },
};

/** The blog's own language (its page's `lang`): a select of languages, each named in its own words, starting at the blog's; publishing sends the choice. */
let published: Record<string, unknown> | undefined;
export const BlogLanguage: Story = {
  args: { initial: withContent, initialView: 'publish' },
  decorators: [
    withApp({
      path: '*',
      route: '/editor',
      session: sessionAda,
      api: {
        '/create-blog': (body) => {
          published = body as Record<string, unknown>;
          return { id: blog.blog_id };
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const language = canvas.getByRole('combobox', { name: 'Language of this blog' });
    await expect(language).toHaveValue('en');
    await expect(within(language).getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    await expect(within(language).getByRole('option', { name: 'Deutsch' })).toBeInTheDocument();
    await userEvent.selectOptions(language, 'ar');
    // The preview shows the author's words in the blog's language.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'ar');
    published = undefined;
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toMatchObject({ language: 'ar', draft: false }));
  },
};

/** A first publish asks whether to mail the blog to the author's subscribers (on by default) and sends the answer as `newsletter`. */
let sentToSubscribers: Record<string, unknown> | undefined;
export const PublishToSubscribers: Story = {
  args: { initial: withContent, initialView: 'publish' },
  decorators: [
    withApp({
      path: '*',
      route: '/editor',
      session: sessionAda,
      api: {
        '/get-profile': () => ({ ...profileAda, subscribers: 42 }),
        '/create-blog': (body) => {
          sentToSubscribers = body as Record<string, unknown>;
          return { id: blog.blog_id };
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('checkbox', { name: 'Send to 42 subscribers' });
    await expect(send).toBeChecked();
    await userEvent.click(send);
    sentToSubscribers = undefined;
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sentToSubscribers).toMatchObject({ draft: false, newsletter: false }));
  },
};

/** Publishing a published blog again is an update, which never mails: the form does not ask. */
export const UpdateDoesNotAsk: Story = {
  args: { initial: withContent, initialView: 'publish', blogId: blog.blog_id, published: true },
  decorators: [withApp({ path: '*', route: '/editor', session: sessionAda, api: { '/get-profile': () => ({ ...profileAda, subscribers: 42 }) } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: /subscriber/ })).toBeNull();
  },
};

/** In Arabic, a new blog's language starts as the interface's. */
export const BlogLanguageInArabic: Story = {
  args: { initial: { ...withContent, language: undefined }, initialView: 'publish' },
  globals: { locale: 'ar' },
  decorators: [workspace],
  play: async ({ canvasElement }) => {
    const language = within(canvasElement).getByRole('combobox', { name: 'لغة هذه المدونة' });
    await expect(language).toHaveValue('ar');
    await expect(within(language).getByRole('option', { name: 'العربية' })).toHaveProperty('selected', true);
  },
};

/** Tags: Enter or comma, lowercased, no duplicates, at most 5. */
export const SixthTagRefused: Story = {
  args: { initial: { ...withContent, tags: ['tech', 'history', 'math', 'looms', 'cards'] }, initialView: 'publish' },
  decorators: [workspace],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Topics/), 'engines,');
    await toastShown('You can only add 5 tags');
    await expect(canvas.getByText('0 Tags left')).toBeInTheDocument();
  },
};

/** /editor/:blog_id for someone who is not the author: the not-found page. */
export const NotTheAuthor: StoryObj<typeof EditorPage> = {
  render: () => <EditorPage />,
  decorators: [withApp({ path: '/editor/:blog_id', route: `/editor/${blog.blog_id}`, session: sessionGrace, api: { '/get-blog': () => ({ blog }) } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  },
};

export const Loading: StoryObj<typeof EditorPage> = {
  render: () => <EditorPage />,
  decorators: [withApp({ path: '/editor/:blog_id', route: `/editor/${blog.blog_id}`, session: sessionAda, api: { '/get-blog': 'pending' } })],
};

export const EditingOwnBlog: StoryObj<typeof EditorPage> = {
  render: () => <EditorPage />,
  decorators: [withApp({ path: '/editor/:blog_id', route: `/editor/${blog.blog_id}`, session: sessionAda, api: { '/get-blog': () => ({ blog }) } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue(blog.title)).toBeInTheDocument();
  },
};
