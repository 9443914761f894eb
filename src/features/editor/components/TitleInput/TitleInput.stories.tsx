import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TitleInput, type TitleInputProps } from './TitleInput.tsx';

/** The editor keeps the title in its state; so does this story. */
function Controlled(props: TitleInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 650 }}>
      <TitleInput
        {...props}
        value={value}
        onChange={(title) => {
          setValue(title);
          props.onChange(title);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Features/Editor/TitleInput',
  component: TitleInput,
  args: { value: 'Notes on the Analytical Engine', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TitleInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One logical line: Enter is ignored and pasted line breaks become spaces. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: 'Blog Title' });
    await userEvent.type(title, '{Enter}, revised');
    await expect(title).toHaveValue('Notes on the Analytical Engine, revised');
    await userEvent.paste('\nPart two\r\nof three');
    await expect(title).toHaveValue('Notes on the Analytical Engine, revised Part two of three');
    await expect(args.onChange).toHaveBeenLastCalledWith('Notes on the Analytical Engine, revised Part two of three');
  },
};

/** Nothing yet: the placeholder names the field. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Blog Title' })).toHaveAttribute('placeholder', 'Blog Title');
  },
};

/** A long title grows the field instead of scrolling inside it. */
export const LongTitle: Story = {
  args: { value: 'On the translation of Menabrea’s memoir, with notes by the translator that run three times longer than the memoir itself' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: 'Blog Title' }) as HTMLTextAreaElement;
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    await expect(title.clientHeight).toBeGreaterThan(1.5 * lineHeight);
    await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight);
  },
};
