import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { blog, sessionAda } from '@/testing/fixtures';
import { note, noteReply, people } from '@/testing/workshopFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { RevisionNotes } from './RevisionNotes';

/** What POST /notes with `rev` answers: the notes its publishing closed, one on text the revision no longer had. */
const closedNotes = [
  note('note-1', { resolved: true, replies: [noteReply('reply-1', { resolved: true })] }),
  note('note-2', { block_id: 'b3', quote: null, text: 'The list could use a fourth item about memory.', author: people.alan }),
  note('note-3', { block_id: 'gone', quote: 'a paragraph that was cut', text: 'This paragraph repeats the first.', orphaned: true }),
];

const meta = {
  title: 'Features/Workshop/RevisionNotes',
  component: RevisionNotes,
  args: { blogId: blog.blog_id, rev: 2 },
  decorators: [withAppFromParameters, (Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
  parameters: { app: { session: sessionAda, api: { '/notes': () => ({ notes: closedNotes, closed: true }) } } },
} satisfies Meta<typeof RevisionNotes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The author reads a revision's notes: no reply, resolve, edit or delete. */
export const ClosedNotes: Story = {
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: '3 notes from its review' });
    await expect(within(section).getAllByRole('article')).toHaveLength(3);
    await expect(within(section).queryByRole('button')).toBeNull();
    await expect(section).toHaveTextContent('On removed text');
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** A revision nobody reviewed shows nothing beside it. */
export const NoNotes: Story = {
  parameters: { app: { session: sessionAda, api: { '/notes': () => ({ notes: [], closed: true }) } } },
  play: async ({ canvasElement }) => {
    // Once the answer is in, the skeleton goes and nothing takes its place.
    await waitFor(() => expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull());
    await expect(within(canvasElement).queryByRole('region', { name: /review/ })).toBeNull();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { app: { session: sessionAda, api: { '/notes': { status: 404, body: { error: 'Revision not found', code: 'revision_not_found' } } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the notes of this revision');
  },
};
