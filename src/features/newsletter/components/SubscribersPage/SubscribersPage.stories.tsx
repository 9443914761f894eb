import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profileAda, sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { SubscribersPage } from './SubscribersPage.tsx';

const STATES = ['confirmed', 'confirmed', 'pending', 'confirmed', 'bounced', 'unsubscribed'] as const;
const everyone = Array.from({ length: 6 }, (_, i) => ({
  email: i === 3 ? 'a.reader.with.a.very.long.address.indeed@subdomain.example-newsletter.org' : `reader${i + 1}@example.com`,
  since: new Date(Date.UTC(2026, 10, 20 - i, 9)).toISOString(),
  state: STATES[i],
}));

/** A server that searches, removes and imports like the real one. */
function subscribersApi(start = everyone) {
  let list = [...start];
  return {
    '/get-profile': () => ({ ...profileAda, subscribers: list.filter((s) => s.state === 'confirmed').length }),
    '/subscribers': (body: unknown) => {
      const { query = '' } = body as { query?: string };
      const found = list.filter((s) => s.email.includes(query.toLowerCase()));
      return { subscribers: found, total: found.length };
    },
    '/remove-subscriber': (body: unknown) => {
      list = list.filter((s) => s.email !== (body as { email: string }).email);
      return { status: 'done' };
    },
    '/import-subscribers': (body: unknown) => ((body as { consent?: boolean }).consent ? { added: 2, skipped: 1 } : { added: 0, skipped: 3 }),
  };
}

const meta = {
  title: 'Features/Newsletter/SubscribersPage',
  component: SubscribersPage,
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, path: '/dashboard/subscribers', api: subscribersApi() } },
} satisfies Meta<typeof SubscribersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('reader1@example.com')).toBeInTheDocument();
    await expect(canvas.getByText('3 confirmed subscribers follow you by e-mail')).toBeInTheDocument();
  },
};

export const Empty: Story = { parameters: { app: { session: sessionAda, api: subscribersApi([]) } } };

export const Loading: Story = { parameters: { app: { session: sessionAda, api: { ...subscribersApi(), '/subscribers': 'pending' } } } };

export const LoadFailed: Story = { parameters: { app: { session: sessionAda, api: { ...subscribersApi(), '/subscribers': { status: 500, body: { error: 'Something went wrong' } } } } } };

export const Search: Story = {
  parameters: { app: { session: sessionAda, api: subscribersApi() } },
  play: async ({ canvas }) => {
    await canvas.findByText('reader1@example.com');
    await userEvent.type(canvas.getByLabelText('Search by address'), 'reader2');
    await waitFor(() => expect(canvas.queryByText('reader1@example.com')).toBeNull());
    await expect(canvas.getByText('reader2@example.com')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('Search by address'));
    await userEvent.type(canvas.getByLabelText('Search by address'), 'nobody');
    await expect(await canvas.findByText('No subscriber’s address contains “nobody”')).toBeInTheDocument();
  },
};

export const Remove: Story = {
  parameters: { app: { session: sessionAda, api: subscribersApi() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove reader1@example.com' }));
    await expect((await within(document.body).findAllByText('reader1@example.com no longer gets your blogs')).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Subscribers' })).queryByText('reader1@example.com')).toBeNull());
  },
};

/** Import without a file: a toast says what is missing. */
export const ImportNeedsAFile: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Import' }));
    await expect((await within(document.body).findAllByText('Choose a CSV file to import')).length).toBeGreaterThan(0);
  },
};

/** Import with consent, keyboard only to the checkbox: the answer says how many were added and skipped. */
export const ImportWithConsent: Story = {
  play: async ({ canvas }) => {
    const file = new File(['email,name\nnew1@example.com,New\nnew2@example.com,Two\n'], 'substack.csv', { type: 'text/csv' });
    await userEvent.upload(await canvas.findByLabelText('CSV file'), file);
    canvas.getByRole('checkbox', { name: /agreed to get my blogs/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect((await within(document.body).findAllByText('2 addresses added, 1 skipped')).length).toBeGreaterThan(0);
  },
};
