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

/** Twelve Mondays up to 23 November 2026, the list growing to its three confirmed addresses. */
const growth = [0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3].map((confirmed, i) => ({ week: new Date(Date.UTC(2026, 10, 23 - 7 * (11 - i))).toISOString().slice(0, 10), confirmed }));

/** A server that searches, removes and imports like the real one. */
function subscribersApi(start = everyone) {
  let list = [...start];
  return {
    '/get-profile': () => ({ ...profileAda, subscribers: list.filter((s) => s.state === 'confirmed').length }),
    '/subscribers': (body: unknown) => {
      const { query = '' } = body as { query?: string };
      const found = list.filter((s) => s.email.includes(query.toLowerCase()));
      return { subscribers: found, total: found.length, growth: start.length ? growth : growth.map((g) => ({ ...g, confirmed: 0 })) };
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
    await expect(canvas.getByRole('img', { name: /Confirmed subscribers, week by week/ })).toBeInTheDocument();
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

/** Remove asks first: Cancel (or Escape) keeps the address; the dialog's Remove takes it off the list. */
export const Remove: Story = {
  parameters: { app: { session: sessionAda, api: subscribersApi() } },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove reader1@example.com' }));
    let dialog = await body.findByRole('dialog', { name: 'Remove this subscriber?' });
    await expect(dialog).toHaveAccessibleDescription(/reader1@example.com will get no more of your blogs/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('reader1@example.com')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove reader1@example.com' }));
    dialog = await body.findByRole('dialog', { name: 'Remove this subscriber?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
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
    const input = await canvas.findByLabelText('Choose a CSV file');
    await expect(input).toHaveAccessibleDescription('No file chosen');
    await userEvent.upload(input, file);
    await expect(input).toHaveAccessibleDescription('substack.csv');
    canvas.getByRole('checkbox', { name: /agreed to get my blogs/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect((await within(document.body).findAllByText('2 addresses added, 1 skipped')).length).toBeGreaterThan(0);
  },
};

/** The file button is the page's own, in the reader's language, and reached with Tab like any button. */
export const ChooseFileInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('Elegir un archivo CSV');
    await expect(canvas.getByText('Ningún archivo elegido')).toBeVisible();
    for (let i = 0; i < 30 && document.activeElement !== input; i++) await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(canvas.getByText('Elegir un archivo CSV').closest('label')!).outlineStyle).toBe('solid');
  },
};

/** Arabic: the chart runs from the right, the dialog and the file button read right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
