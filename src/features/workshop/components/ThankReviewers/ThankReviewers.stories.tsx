import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { people } from '@/testing/workshopFixtures';
import { ThankReviewers, type ThankReviewersProps } from './ThankReviewers';

function Stateful(props: ThankReviewersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ThankReviewers
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Features/Workshop/ThankReviewers',
  component: ThankReviewers,
  render: (args) => <Stateful {...args} />,
  args: { writers: [people.grace, people.alan], value: ['grace'], onChange: fn(), openCount: 2 },
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof ThankReviewers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Publishing with notes still open: the reminder, and the members who left notes to thank. */
export const OpenNotesAndThanks: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('2 notes are still open');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Alan Turing/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['grace', 'alan']);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['grace']);
  },
};

export const AllResolved: Story = { args: { openCount: 0 } };
