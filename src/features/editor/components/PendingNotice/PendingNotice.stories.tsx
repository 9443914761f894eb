import type { Meta, StoryObj } from '@storybook/react-vite';
import { PendingNotice } from './PendingNotice.tsx';

const meta = { title: 'Features/Editor/PendingNotice', component: PendingNotice } satisfies Meta<typeof PendingNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnpublishedChanges: Story = {};
