import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminCard, AdminList, AdminMeta, AdminPage, AdminQuote, AdminTitle } from './AdminPage.tsx';

const meta = {
  title: 'Features/Moderation/AdminPage',
  component: AdminPage,
  args: {
    title: 'Moderation queue',
    intro: 'The frame every community admin screen shares.',
    children: (
      <AdminList aria-label="Items">
        <AdminCard>
          <AdminMeta>Comment by Tom Troll · reported by @grace</AdminMeta>
          <AdminTitle>Reason: insults other readers</AdminTitle>
          <AdminQuote>Nobody wants to read this nonsense.</AdminQuote>
        </AdminCard>
      </AdminList>
    ),
  },
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Frame: Story = {};
