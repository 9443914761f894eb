import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureImages } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { BannerUpload } from '@/features/editor/components/BannerUpload';
import { EditorTopBar } from '@/features/editor/components/EditorTopBar';
import { RestoreNotice } from '@/features/editor/components/RestoreNotice';
import { TagInput } from '@/features/editor/components/TagInput';
import { TitleInput } from '@/features/editor/components/TitleInput';

function Parts() {
  const [tags, setTags] = useState(['tech', 'history']);
  const [title, setTitle] = useState('Notes on the Analytical Engine');
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 650 }}>
      <EditorTopBar title={title} />
      <RestoreNotice savedAt={Date.now() - 5 * 60_000} onRestore={fn()} onDiscard={fn()} />
      <BannerUpload banner={fixtureImages.banner} onChange={fn()} upload={async () => fixtureImages.banner2} />
      <BannerUpload banner="" onChange={fn()} />
      <BannerUpload banner="/missing-banner.png" onChange={fn()} />
      <TitleInput value={title} onChange={setTitle} />
      <TagInput tags={tags} onChange={setTags} />
    </div>
  );
}

const meta = { title: 'Features/Editor/Parts', component: Parts, decorators: [withApp({ path: '/editor' })] } satisfies Meta<typeof Parts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top bar, restore offer, banner (set, empty, failing: placeholder), title, tag chips. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByLabelText('Blog Title');
    await userEvent.type(title, '{Enter}!');
    await expect(title).toHaveValue('Notes on the Analytical Engine!');
    await userEvent.type(canvas.getByLabelText('Tags'), 'Music,');
    await expect(canvas.getByLabelText('Edit tag music')).toBeInTheDocument();
    await expect(canvas.getByText('2 Tags left')).toBeInTheDocument();
  },
};
