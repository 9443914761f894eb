import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../docs/StoryLayout';
import { RadioCards, type RadioCardsProps } from './RadioCards';

type Size = 'small' | 'large';
const options = [
  { value: 'small', label: 'Small', hint: 'Fits in a pocket.' },
  { value: 'large', label: 'Large', hint: 'Fills a shelf.' },
] as const;

/** Holds the chosen value as a form would. */
function Chooser(props: Omit<RadioCardsProps<Size>, 'value'> & { initial?: Size }) {
  const [value, setValue] = useState<Size>(props.initial ?? 'small');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>Size</legend>
      <RadioCards {...props} value={value} onChange={(v) => (setValue(v), props.onChange(v))} />
    </fieldset>
  );
}

const meta = {
  title: 'Primitives/RadioCards',
  component: Chooser,
  args: { name: 'size', options, onChange: fn() },
} satisfies Meta<typeof Chooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Stack>
      <Chooser {...args} name="first" />
      <Chooser {...args} name="second" initial="large" disabled />
    </Stack>
  ),
};

/** Arrow keys move the choice, as native radio buttons do; the form hears each change. */
export const ChoosesWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Small/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Large/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('large');
  },
};
