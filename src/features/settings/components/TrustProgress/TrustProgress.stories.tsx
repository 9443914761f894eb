import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEFAULT_TRUST_THRESHOLDS } from '@/contract';
import { withApp } from '@/testing/storyHelpers';
import { TrustProgress } from './TrustProgress.tsx';

const thresholds = { level1: { ...DEFAULT_TRUST_THRESHOLDS.level1 }, level2: { ...DEFAULT_TRUST_THRESHOLDS.level2 } };

const meta = {
  title: 'Features/Settings/TrustProgress',
  component: TrustProgress,
  decorators: [withApp({ path: '/settings/edit-profile' })],
  args: { level: 0, progress: { days: 0, blogs: 0, comments: 2, likes: 0, upheld_reports: 0 }, thresholds },
} satisfies Meta<typeof TrustProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A newcomer on their first day: a day to wait, and a blog or one more comment. */
export const NewMember: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'What a member needs' })).toBeVisible();
    await expect(canvas.getByText('3 comments nobody hid (you: 2)')).toBeVisible();
  },
};

/** A member half way to trusted: old enough, one blog short, likes still to come. */
export const Member: Story = {
  args: { level: 1, progress: { days: 20, blogs: 2, comments: 14, likes: 4, upheld_reports: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'What a trusted member needs' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Done' })).toHaveLength(2);
  },
};

/** A report upheld against them this month holds a member back, whatever else they have. */
export const MemberWithUpheldReport: Story = {
  args: { level: 1, progress: { days: 40, blogs: 5, comments: 30, likes: 25, upheld_reports: 1 } },
};

export const Trusted: Story = {
  args: { level: 2, progress: { days: 90, blogs: 12, comments: 40, likes: 80, upheld_reports: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'vouch queue' })).toHaveAttribute('href', '/dashboard/vouch');
  },
};
