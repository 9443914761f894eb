import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { MainCategory } from '@/contract';
import { CategoryFilter } from './CategoryFilter';
import { nextCategory } from '../../model/category';

const meta = {
  title: 'Features/Feed/CategoryFilter',
  component: CategoryFilter,
  args: { active: null, onSelect: fn(), 'aria-label': 'Categories' },
} satisfies Meta<typeof CategoryFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Active: Story = { args: { active: 'Pop Culture' } };
export const ScrollingRow: Story = { args: { scroll: true } };

function Interactive() {
  const [active, setActive] = useState<MainCategory | null>(null);
  return <CategoryFilter aria-label="Categories" active={active} onSelect={(c) => setActive((cur) => nextCategory(cur, c))} />;
}

/** Selecting a category presses it; selecting it again returns to home (none pressed). */
export const SelectAndClear: Story = {
  render: () => <Interactive />,
  play: async ({ canvas }) => {
    const tech = canvas.getByRole('button', { name: 'Tech' });
    await userEvent.click(tech);
    await expect(tech).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Gaming' })).toHaveAttribute('aria-pressed', 'true');
    await expect(tech).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Gaming' }));
    await expect(canvas.getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true')).toHaveLength(0);
  },
};
