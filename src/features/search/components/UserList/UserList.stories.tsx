import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MESSAGES, type AuthorSummary } from '@/contract';
import { ada, grace } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { UserList } from './UserList';

const people: AuthorSummary[] = [ada, grace, { personal_info: { fullname: 'Alan Turing', username: 'alan', profile_img: '/fixtures/avatar-ada.svg' } }];

/** /search-users as the server answers it: names or usernames containing the query. */
const searching = withApp({
  api: {
    '/search-users': (body) => {
      const query = (body as { query: string }).query.toLowerCase();
      return { users: people.filter((u) => `${u.personal_info.fullname} ${u.personal_info.username}`.toLowerCase().includes(query)) };
    },
  },
});

const meta = {
  title: 'Features/Search/UserList',
  component: UserList,
  args: { query: 'a' },
  argTypes: { query: { control: 'text' } },
} satisfies Meta<typeof UserList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone matching the query, each linking to their profile. */
export const Playground: Story = {
  decorators: [searching],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Users' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/user/grace');
  },
};

export const OneMatch: Story = {
  decorators: [searching],
  args: { query: 'turing' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Users' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByRole('link', { name: 'Alan Turing' })).toHaveAttribute('href', '/user/alan');
  },
};

export const NoMatch: Story = {
  decorators: [searching],
  args: { query: 'babbage' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES.noUsers)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  decorators: [withApp({ api: { '/search-users': 'pending' } })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading users' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  decorators: [withApp({ api: { '/search-users': { status: 500, body: { error: 'Search is unavailable right now.' } } } })],
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load users');
    await expect(alert).toHaveTextContent('Search is unavailable right now.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
