import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConflictDialog } from './ConflictDialog.tsx';

const meta = {
  title: 'Features/Editor/ConflictDialog',
  component: ConflictDialog,
  args: { open: true, onKeepMine: fn(), onTakeTheirs: fn(), onMerge: fn(), onCancel: fn() },
} satisfies Meta<typeof ConflictDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Saving: Story = { args: { busy: true } };
