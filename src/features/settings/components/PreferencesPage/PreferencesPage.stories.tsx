import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { PreferencesPage } from './PreferencesPage.tsx';

const meta = {
  title: 'Features/Settings/PreferencesPage',
  component: PreferencesPage,
  decorators: [withApp({ session: sessionAda, api: { '/update-preferences': (body) => ({ language: null, theme: 'system', ...(body as object) }) } })],
} satisfies Meta<typeof PreferencesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The theme in effect is the checked choice; choosing System hands the page to the device's setting. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    const start = globals.theme === 'dark' ? 'Dark' : 'Light';
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(group).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: start })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'System' }));
    await expect(document.documentElement).toHaveAttribute('data-theme-preference', 'system');
    await userEvent.click(canvas.getByRole('radio', { name: start }));
    await expect(document.body).toHaveAttribute('data-theme', start.toLowerCase());
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  },
};
