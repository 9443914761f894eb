import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AsideTitle, PageColumns } from './PageColumns';

const meta = {
  title: 'Foundations/Layouts/PageColumns',
  component: PageColumns,
  args: {
    label: 'Reading lists',
    asideLabel: 'Trending',
    tabs: [
      { value: 'latest', label: 'Latest', content: <p>The newest blogs.</p> },
      { value: 'trending', label: 'Trending', content: <p>What people read now.</p>, smallOnly: true },
    ],
    aside: (
      <>
        <AsideTitle>Trending</AsideTitle>
        <p>What people read now.</p>
      </>
    ),
  },
} satisfies Meta<typeof PageColumns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Tabs by keyboard: the arrow keys move between them (on phones the side column is a tab too). */
export const KeyboardTabs: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getAllByRole('tab')[0];
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getAllByRole('tab').some((t) => t === document.activeElement)).toBe(true);
  },
};
