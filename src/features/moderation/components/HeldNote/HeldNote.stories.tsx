import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Narrow } from '@/design/docs/StoryLayout';
import { HeldNote } from './HeldNote.tsx';

const meta = {
  title: 'Features/Moderation/HeldNote',
  component: HeldNote,
} satisfies Meta<typeof HeldNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for a member to vouch')).toBeVisible();
  },
};

/** In a narrow column the note wraps instead of overflowing. */
export const InANarrowColumn: Story = {
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};
