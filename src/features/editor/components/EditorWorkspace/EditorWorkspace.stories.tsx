import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blog, sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { draftFromBlog } from '../../model/editorDraft.ts';
import { localDraftKey, writeLocalDraft } from '../../model/localDraft.ts';
import { EditorWorkspace } from './EditorWorkspace.tsx';

/*
 * The workspace around one blog's draft session. Pages/Editor holds the new-blog, publish-form and
 * route stories; these are the session's notices: a pending edit and a local copy to restore.
 */
const meta = {
  title: 'Features/Editor/EditorWorkspace',
  component: EditorWorkspace,
  parameters: { layout: 'fullscreen' },
  args: { username: 'ada', blogId: blog.blog_id, initial: draftFromBlog(blog), version: 3 },
} satisfies Meta<typeof EditorWorkspace>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** A published blog with unpublished changes: Discard asks first, then the editor shows the published version. */
export const PendingEdit: Story = {
  args: { pending: true },
  decorators: [
    withApp({
      path: '*',
      route: `/editor/${blog.blog_id}`,
      session: sessionAda,
      api: { '/discard-edit': () => ({ version: 4 }), '/get-blog': () => ({ blog: { ...blog, draft: false, version: 4 } }) },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('note', { name: 'Unpublished changes' });
    await userEvent.click(within(note).getByRole('button', { name: 'Discard' }));
    await userEvent.click(await body.findByRole('button', { name: 'Discard changes' }));
    await expect((await body.findAllByText('Changes discarded: the editor shows the published version')).length).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.queryByRole('note', { name: 'Unpublished changes' })).toBeNull());
  },
};

const copyKey = localDraftKey('ada', blog.blog_id);

/** Work left on this device and not on the server is offered; Restore puts it in the editor. */
export const RestoreLocalCopy: Story = {
  decorators: [withApp({ path: '*', route: `/editor/${blog.blog_id}`, session: sessionAda })],
  beforeEach: () => {
    writeLocalDraft(copyKey, { title: 'A machine for every science, revised', banner: blog.banner, blocks: draftFromBlog(blog).content.blocks });
    return () => window.localStorage.removeItem(copyKey);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Restore' }));
    await expect(await canvas.findByDisplayValue('A machine for every science, revised')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Restore' })).toBeNull();
  },
};

/** A new member's published blog while it waits for a trusted member's vouch: the author is told, above the banner. */
export const Held: Story = {
  args: { published: true, held: true },
  decorators: [withApp({ path: '*', route: `/editor/${blog.blog_id}`, session: sessionAda })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent('Waiting for a member to vouch');
  },
};
