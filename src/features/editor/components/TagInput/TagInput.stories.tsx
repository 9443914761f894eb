import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MAIN_TAGS, MESSAGES } from '@/contract';
import { toast } from '@/design/primitives/Toaster';
import { TagInput, type TagInputProps } from './TagInput.tsx';

/** The publish form keeps the tags in its state; so does this story. */
function Controlled(props: TagInputProps) {
  const [tags, setTags] = useState(props.tags);
  return (
    <div style={{ maxWidth: 560 }}>
      <TagInput
        {...props}
        tags={tags}
        onChange={(next) => {
          setTags(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Features/Editor/TagInput',
  component: TagInput,
  args: { tags: ['tech', 'history'], onChange: fn(), label: 'Topics (help readers find your blog)' },
  render: (args) => <Controlled {...args} />,
  // sonner's store outlives the story's Toaster: start each story without the last one's toasts.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof TagInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const chips = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('button', { name: /^Edit tag / }).map((c) => c.textContent);

/** Enter or comma adds a tag, lowercased; a duplicate is ignored; Backspace in the empty box removes the last. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: /Topics/ });
    await userEvent.type(box, 'Music,');
    await expect(chips(canvasElement)).toEqual(['tech', 'history', 'music']);
    await expect(canvas.getByText('2 Tags left')).toBeVisible();
    await userEvent.type(box, 'HISTORY{Enter}');
    await expect(chips(canvasElement)).toEqual(['tech', 'history', 'music']);
    await expect(box).toHaveValue('');
    await userEvent.type(box, '{Backspace}');
    await expect(chips(canvasElement)).toEqual(['tech', 'history']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tag tech' }));
    await expect(chips(canvasElement)).toEqual(['history']);
    await expect(canvas.getByText('4 Tags left')).toBeVisible();
  },
};

/** No main tag yet: the nine main tags are offered, and picking one hides the offer. */
export const NoMainTag: Story = {
  args: { tags: ['compilers'] },
  play: async ({ canvas, canvasElement }) => {
    for (const tag of MAIN_TAGS) await expect(canvas.getByRole('button', { name: `+ ${tag}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+ music' }));
    await expect(chips(canvasElement)).toEqual(['compilers', 'music']);
    await expect(canvas.queryByRole('button', { name: '+ tech' })).not.toBeInTheDocument();
  },
};

/**
 * In Arabic the main tags are offered by the names the home page's categories give them, and picking
 * one adds the category's own tag: an Arabic author is not asked to type an English word.
 */
export const NoMainTagInArabic: Story = {
  globals: { locale: 'ar' },
  args: { tags: ['تاريخ'], label: 'المواضيع' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '+ التقنية' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '+ tech' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '+ الموسيقى' }));
    await expect(within(canvasElement).queryAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual(['تاريخ', 'music']);
    await expect(canvas.queryByRole('button', { name: '+ التقنية' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Topics/ })).toHaveAttribute('placeholder', 'Add a tag, then press Enter');
    await expect(canvas.getByText('5 Tags left')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Tags added' })).not.toBeInTheDocument();
  },
};

/** Five tags: a sixth is refused with SPEC.md's toast. */
export const Full: Story = {
  args: { tags: ['tech', 'history', 'compilers', 'looms', 'cards'] },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Topics/ }), 'engines{Enter}');
    await expect(await within(document.body).findByText(MESSAGES.tagsAddSixth)).toBeInTheDocument();
    await expect(chips(canvasElement)).toHaveLength(5);
    await expect(canvas.getByText('0 Tags left')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A chip edits in place: Enter on it opens its text, Enter again saves (lowercased). */
export const EditInPlace: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Edit tag history' }).focus();
    await userEvent.keyboard('{Enter}');
    const edit = canvas.getByRole('textbox', { name: 'Edit tag history' });
    await userEvent.clear(edit);
    await userEvent.type(edit, 'Looms{Enter}');
    await expect(chips(canvasElement)).toEqual(['tech', 'looms']);
  },
};
