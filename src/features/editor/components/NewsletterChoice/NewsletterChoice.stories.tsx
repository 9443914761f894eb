import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsletterChoice, type NewsletterChoiceProps } from './NewsletterChoice.tsx';

/** The choice as the publish form holds it: its own state, told to the story's spy. */
function Stateful(props: NewsletterChoiceProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <NewsletterChoice
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Editor/NewsletterChoice',
  component: NewsletterChoice,
  args: { subscribers: 128, checked: true, onCheckedChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof NewsletterChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On by default for a first publish. */
export const On: Story = {};

export const Off: Story = { args: { checked: false } };

export const OneSubscriber: Story = {
  args: { subscribers: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Send to 1 subscriber' })).toBeChecked();
  },
};

/** Keyboard only: Space turns the sending off. */
export const TurnedOffByKeyboard: Story = {
  args: { subscribers: 12345 },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: /Send to 12,345 subscribers/ });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

/** "Send me a test" before publishing: the button asks for the mail, and says so while it is on its way. */
export const SendMeATest: Story = {
  args: { onSendTest: fn() },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Send me a test' });
    await expect(button).toHaveAccessibleDescription(/before you publish/);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendTest).toHaveBeenCalledTimes(1);
  },
};

export const SendingATest: Story = { args: { onSendTest: fn(), sendingTest: true } };
