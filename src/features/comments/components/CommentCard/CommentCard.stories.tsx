import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { comment, grace } from '@/testing/fixtures';
import { CommentCard } from './CommentCard';

const meta = {
  title: 'Features/Comments/CommentCard',
  component: CommentCard,
  args: {
    item: { comment: comment(1, { children: ['r1', 'r2'] }), level: 0, repliesLoaded: false, parentId: null },
    signedIn: true,
    canDelete: false,
    loadedReplies: 0,
    onReply: fn(async () => {}),
    onToggleReplies: fn(),
    onMoreReplies: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof CommentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show 2 replies' }));
    await expect(args.onToggleReplies).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a reply' }), 'Me too');
    // The second Reply button submits the reply field.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reply' })[1]);
    await expect(args.onReply).toHaveBeenCalledWith('Me too');
  },
};

export const DeletableReply: Story = {
  args: { item: { comment: comment(2, { isReply: true, parent: 'comment-1' }), level: 2, repliesLoaded: false, parentId: 'comment-1' }, canDelete: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const RepliesShownWithMore: Story = { args: { item: { comment: comment(3, { children: ['a', 'b', 'c'] }), level: 0, repliesLoaded: true, parentId: null }, loadedReplies: 1 } };

export const SignedOutReply: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect((await screen.findAllByText(MESSAGES.signInToReply))[0]).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    item: {
      comment: comment(4, { comment: 'Averyveryverylongwordwithoutanyspacesthatmustwrapratherthanoverflowthepanelwhateverhappens '.repeat(3) + '\n\nAnd a second paragraph after a blank line.' }),
      level: 0,
      repliesLoaded: false,
      parentId: null,
    },
  },
};

/** The author's own comment while it waits for a trusted member's vouch (nobody else gets it). */
export const Held: Story = {
  args: { item: { comment: comment(5, { held: true, commented_by: { personal_info: { fullname: 'Ada Lovelace', username: 'ada', profile_img: '' } } }), level: 0, repliesLoaded: false, parentId: null }, canDelete: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for a member to vouch')).toBeVisible();
  },
};

/** Web addresses become links that pass on no ranking (rel "nofollow ugc"); the sentence's full stop stays text. */
export const WithLinks: Story = {
  args: { item: { comment: comment(6, { comment: 'The notes are at https://example.org/notes and www.example.com/loom.' }), level: 0, repliesLoaded: false, parentId: null } },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('link', { name: 'https://example.org/notes' });
    await expect(first).toHaveAttribute('rel', 'nofollow ugc');
    const second = canvas.getByRole('link', { name: 'www.example.com/loom' });
    await expect(second).toHaveAttribute('href', 'https://www.example.com/loom');
    await expect(second).toHaveAttribute('rel', 'nofollow ugc');
  },
};

/** A reply from the fediverse: its writer's name, picture and handle, the handle linking to the reply on their server. */
export const FromTheFediverse: Story = {
  args: {
    item: {
      comment: comment(5, {
        comment: '@ada Lovely & clear: thank you for the notes on the engine.',
        commented_by: { personal_info: { fullname: 'Pat Peer', username: 'pat@social.example', profile_img: grace.personal_info.profile_img } },
        remote: { handle: '@pat@social.example', url: 'https://social.example/@pat/1234' },
      }),
      level: 0,
      repliesLoaded: false,
      parentId: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '@pat@social.example' })).toHaveAttribute('href', 'https://social.example/@pat/1234');
    await expect(canvas.getByText(/via the fediverse/)).toBeInTheDocument();
  },
};

/** A fediverse reply with images: this server's copies, each with the alt text its writer gave. */
export const FromTheFediverseWithImages: Story = {
  args: {
    item: {
      comment: comment(7, {
        comment: '@ada Here is the board I built after reading this.',
        commented_by: { personal_info: { fullname: 'Pat Peer', username: 'pat@social.example', profile_img: grace.personal_info.profile_img } },
        remote: { handle: '@pat@social.example', url: 'https://social.example/@pat/5678' },
        images: [
          { url: '/fixtures/photo-board.jpg', alt: 'A green circuit board on a workbench', width: 640, height: 424 },
          { url: '/fixtures/banner-2.svg', alt: 'A drawing in soft colours', width: 1200, height: 500 },
        ],
      }),
      level: 0,
      repliesLoaded: false,
      parentId: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'A green circuit board on a workbench' })).toHaveAttribute('width', '640');
    await expect(canvas.getByRole('img', { name: 'A drawing in soft colours' })).toBeInTheDocument();
  },
};
