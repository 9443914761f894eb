import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@/contract';
import { toast } from '@/design/primitives/Toaster';
import { fixtureImages } from '@/testing/fixtures';
import { BANNER_PLACEHOLDER, BannerUpload, type BannerUploadProps } from './BannerUpload.tsx';

/** The editor keeps the banner's address in its state; so does this story. */
function Controlled(props: BannerUploadProps) {
  const [banner, setBanner] = useState(props.banner);
  return (
    <div style={{ maxWidth: 650 }}>
      <BannerUpload
        {...props}
        banner={banner}
        onChange={(url) => {
          setBanner(url);
          props.onChange(url);
        }}
      />
    </div>
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'banner.png', { type: 'image/png' });

/** An upload that reports half-way, then answers with the stored address. */
const uploads: NonNullable<BannerUploadProps['upload']> = fn(async (_file: File, onProgress: (fraction: number) => void) => {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return fixtureImages.banner2;
});

const meta = {
  title: 'Features/Editor/BannerUpload',
  component: BannerUpload,
  args: { banner: fixtureImages.banner, onChange: fn(), upload: uploads },
  render: (args) => <Controlled {...args} />,
  // sonner's store outlives the story's Toaster: start each story without the last one's toasts.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof BannerUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A banner is set: choosing another uploads it, toasts, and shows the new one. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Blog banner' })).toHaveAttribute('src', fixtureImages.banner);
    await userEvent.upload(canvas.getByLabelText('Change the blog banner (.png, .jpg or .jpeg)'), png());
    await expect(await within(document.body).findByText(MESSAGES.uploaded)).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledWith(fixtureImages.banner2);
    await expect(canvas.getByRole('img', { name: 'Blog banner' })).toHaveAttribute('src', fixtureImages.banner2);
  },
};

/** No banner yet: the theme's placeholder and a hint; the picture is decorative. */
export const Empty: Story = {
  args: { banner: '' },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByText('Add a banner')).toBeVisible();
    // Each theme has its own placeholder (the runner plays this story in both).
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', BANNER_PLACEHOLDER[globals.theme === 'dark' ? 'dark' : 'light']);
    await expect(canvas.getByLabelText('Upload a blog banner (.png, .jpg or .jpeg)')).toHaveAttribute('accept', '.png, .jpg, .jpeg');
  },
};

/** A banner that fails to load falls back to the placeholder. */
export const Broken: Story = {
  args: { banner: '/fixtures/missing-banner.png' },
  play: async ({ canvas, canvasElement, globals }) => {
    const placeholder = BANNER_PLACEHOLDER[globals.theme === 'dark' ? 'dark' : 'light'];
    // The browser tries the missing file first: longer than waitFor's default second on a busy machine.
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', placeholder), { timeout: 5000 });
    await expect(canvas.getByText('Add a banner')).toBeVisible();
  },
};

/** While the file goes up: a progress bar with its value, and the picker is disabled. */
export const Uploading: Story = {
  args: {
    banner: '',
    upload: (_file, onProgress) => {
      onProgress(0.4);
      return new Promise<string>(() => {});
    },
  },
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText('Upload a blog banner (.png, .jpg or .jpeg)');
    await userEvent.upload(picker, png());
    await expect(await canvas.findByRole('progressbar', { name: 'Banner upload' })).toHaveAttribute('aria-valuenow', '40');
    await expect(picker).toBeDisabled();
    await expect(await within(document.body).findByText(MESSAGES.uploadingBanner)).toBeInTheDocument();
  },
};

/** The upload is refused: the reason is toasted and the banner stays as it was. */
export const UploadFails: Story = {
  args: { upload: () => Promise.reject(new Error('Upload failed. Please try another image.')) },
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Change the blog banner (.png, .jpg or .jpeg)'), png());
    await expect(await within(document.body).findByText('Upload failed. Please try another image.')).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Blog banner' })).toHaveAttribute('src', fixtureImages.banner);
  },
};
