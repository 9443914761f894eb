import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { people, reviewers } from '@/testing/workshopFixtures';
import { ReviewerPicker } from './ReviewerPicker';

const meta = {
  title: 'Features/Workshop/ReviewerPicker',
  component: ReviewerPicker,
  args: { reviewers, max: 20, query: 'a', onQueryChange: fn(), results: [people.ada, people.grace, { username: 'annie', fullname: 'Annie Easley', profile_img: '' }], author: 'ada', onAdd: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof ReviewerPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The author is not offered, nor anyone already asked; each reviewer shows how far they got. */
export const FindAndAsk: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Ask Ada Lovelace to review' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Ask Grace Hopper to review' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask Annie Easley to review' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ username: 'annie' }));
    await expect(canvas.getByText('Left notes')).toBeVisible();
    await expect(canvas.getByText('Has read')).toBeVisible();
    await expect(canvas.getByText('Invited')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Katherine Johnson from the reviewers' }));
    await expect(args.onRemove).toHaveBeenCalledWith('katherine');
  },
};

export const NobodyYet: Story = { args: { reviewers: [], query: '', results: [] } };
export const NoMatch: Story = { args: { query: 'zz', results: [] } };
export const Searching: Story = { args: { searching: true, results: [] } };
/** Twenty reviewers: the search is off. */
export const Full: Story = {
  args: { reviewers: Array.from({ length: 20 }, (_, i) => ({ username: `member${i}`, fullname: `Member number ${i + 1}`, profile_img: '', state: 'invited' as const })), query: '', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Find a member' })).toBeDisabled();
  },
};
