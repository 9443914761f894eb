import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEFAULT_TRUST_THRESHOLDS } from '@/contract';
import { sessionAda } from '@/testing/fixtures';
import { withAppFromParameters } from '@/testing/storyHelpers';
import { TrustSettings } from './TrustSettings.tsx';

const thresholds = { level1: { ...DEFAULT_TRUST_THRESHOLDS.level1 }, level2: { ...DEFAULT_TRUST_THRESHOLDS.level2 } };

const meta = {
  title: 'Features/Moderation/TrustSettings',
  component: TrustSettings,
  args: { holdNew: false, thresholds, canChange: true },
  decorators: [withAppFromParameters],
  parameters: { app: { session: sessionAda, path: '/admin/site', api: { '/update-site-settings': (body: unknown) => ({ signup: 'open', hold_new: false, trust: thresholds, ...(body as object) }) } } },
} satisfies Meta<typeof TrustSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's view: holding off, every threshold editable. (Saving is played in SiteSettingsPage's story.) */
export const AsAdmin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Hold new members’ first writing' })).not.toBeChecked();
    await expect(canvas.getByLabelText('Likes received')).toBeEnabled();
  },
};

/** A moderator sees the settings and changes nothing. */
export const AsModerator: Story = {
  args: { holdNew: true, canChange: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Hold new members’ first writing' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Hold new members’ first writing' })).toBeDisabled();
    await expect(canvas.getByLabelText('Likes received')).toBeDisabled();
  },
};
