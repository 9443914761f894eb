import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { LanguagePicker } from './LanguagePicker.tsx';

/** What the member's browser asked the server to keep, in the order asked. */
const saved: unknown[] = [];

const meta = {
  title: 'Features/Settings/LanguagePicker',
  component: LanguagePicker,
  args: { onChosen: fn() },
  decorators: [withApp({ session: sessionAda, api: { '/update-preferences': (body) => (saved.push(body), { language: (body as { language?: string | null }).language ?? null, theme: 'system' }) } })],
  beforeEach: () => {
    saved.length = 0;
    localStorage.removeItem('language');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  },
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FollowingTheBrowser: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  },
};

/**
 * A member chooses Spanish with the keyboard: the label itself switches, <html lang> follows, and the
 * choice is saved with their account; going back to the browser's language saves null.
 */
export const ChoosingSpanish: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    select.focus();
    await userEvent.selectOptions(select, 'es');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es'));
    await expect(document.documentElement.lang).toBe('es');
    await expect(args.onChosen).toHaveBeenCalledWith('es');
    await userEvent.selectOptions(select, '');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveValue(''));
    await expect(args.onChosen).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(saved).toEqual([{ language: 'es' }, { language: null }]));
  },
};
