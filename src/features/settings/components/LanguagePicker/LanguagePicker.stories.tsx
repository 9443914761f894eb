import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LanguagePicker } from './LanguagePicker.tsx';

const meta = {
  title: 'Features/Settings/LanguagePicker',
  component: LanguagePicker,
  args: { onChosen: fn() },
  beforeEach: () => {
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

/** Choosing Spanish with the keyboard: the label itself switches, and <html lang> follows. */
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
  },
};
