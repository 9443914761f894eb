import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WordCount } from './WordCount.tsx';

const meta = { title: 'Features/Editor/WordCount', component: WordCount, args: { words: 1234 } } satisfies Meta<typeof WordCount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 1,234 words at 275 a minute: 4 minutes. */
export const LongPost: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234 words · 4 min read')).toBeInTheDocument();
  },
};
export const OneWord: Story = { args: { words: 1 } };
