import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureImages, sessionAda } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { ProfilePicture } from './ProfilePicture.tsx';

const meta = {
  title: 'Features/Settings/ProfilePicture',
  component: ProfilePicture,
  args: { src: fixtureImages.avatarAda, name: 'Ada Lovelace', upload: async () => fixtureImages.avatarAda },
  decorators: [withApp({ path: '/settings/edit-profile', session: sessionAda, api: { '/update-profile-img': () => ({ profile_img: fixtureImages.avatarAda }) } })],
} satisfies Meta<typeof ProfilePicture>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoPicture: Story = { args: { src: '' } };
