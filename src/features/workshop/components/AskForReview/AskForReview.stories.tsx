import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { people, reviewers } from '@/testing/workshopFixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { AskForReview } from './AskForReview';

const meta = {
  title: 'Features/Workshop/AskForReview',
  component: AskForReview,
  args: { blogId: 'notes-on-the-analytical-engine-1', author: 'ada' },
  decorators: [withAppFromParameters, (Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
  parameters: {
    app: {
      session: sessionAda,
      api: {
        '/reviewers': () => ({ reviewers }),
        '/search-users': () => ({ users: [{ personal_info: people.katherine }] }),
        '/share-draft': () => ({ reviewers }),
      },
    },
  },
} satisfies Meta<typeof AskForReview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReviewers: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Grace Hopper')).toBeVisible();
  },
};
