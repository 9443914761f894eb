import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubscriberGrowth } from './SubscriberGrowth.tsx';

/** Twelve Mondays up to the week of 23 November 2026, with these counts. */
const weeks = (counts: number[]) => counts.map((confirmed, i) => ({ week: new Date(Date.UTC(2026, 10, 23 - 7 * (counts.length - 1 - i))).toISOString().slice(0, 10), confirmed }));

const meta = {
  title: 'Features/Newsletter/SubscriberGrowth',
  component: SubscriberGrowth,
  args: { growth: weeks([3, 5, 5, 8, 13, 13, 21, 30, 34, 41, 55, 64]) },
} satisfies Meta<typeof SubscriberGrowth>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A growing list: one named image, its first and last weeks in words, every week in a table. */
export const Growing: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: /Confirmed subscribers, week by week/ });
    await expect(chart).toHaveAccessibleName(/Week of 7 Sep[^:]*: 3\. Week of 23 Nov[^:]*: 64\./);
    const table = canvas.getByRole('table', { name: 'Confirmed subscribers, week by week' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('cell', { name: '64' })).toBeInTheDocument();
    // The oldest week is drawn first, at the left in a left-to-right language.
    const bars = [...canvasElement.querySelectorAll('rect')];
    await expect(Number(bars[0]!.getAttribute('x'))).toBe(0);
  },
};

/** A new author: every week empty, still twelve countable slivers. */
export const NoSubscribersYet: Story = { args: { growth: weeks(Array(12).fill(0)) } };

/** A list that lost readers: the bars go down as well as up. */
export const Shrinking: Story = { args: { growth: weeks([40, 42, 41, 39, 36, 36, 30, 28, 28, 25, 24, 20]) } };

/** Arabic: the oldest week at the right, this week at the left, dates in Arabic. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll('rect')];
    await expect(Number(bars[0]!.getAttribute('x'))).toBeGreaterThan(Number(bars[11]!.getAttribute('x')));
  },
};
