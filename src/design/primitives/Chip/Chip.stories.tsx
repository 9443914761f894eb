import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Row, Section, Stack } from '../../docs/StoryLayout';
import { Chip } from './Chip';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { label: 'tech', onChange: fn(), onRemove: fn() },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <Section title="Editable and removable">
        <Row>
          {['tech', 'pop culture', 'writing'].map((tag) => (
            <Chip key={tag} label={tag} onChange={() => undefined} onRemove={() => undefined} />
          ))}
        </Row>
      </Section>
      <Section title="Read-only">
        <Row>
          <Chip label="music" />
          <Chip label="travel" onRemove={() => undefined} />
        </Row>
      </Section>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Row>
      <Chip label="a-very-long-tag-name-that-will-be-truncated-by-the-chip-because-it-is-long" onRemove={() => undefined} />
      <Chip label="x" onChange={() => undefined} onRemove={() => undefined} />
    </Row>
  ),
};

function TagList() {
  const [tags, setTags] = useState(['tech', 'gaming']);
  return (
    <Row>
      {tags.map((tag, i) => (
        // Keyed by position: the chip keeps its identity (and focus) when its text is edited.
        <Chip
          key={i}
          label={tag}
          onChange={(next) => setTags((all) => all.map((t, j) => (j === i ? next : t)))}
          onRemove={() => setTags((all) => all.filter((_, j) => j !== i))}
        />
      ))}
    </Row>
  );
}

export const EditAndRemove: Story = {
  render: () => <TagList />,
  play: async ({ canvas }) => {
    const tech = canvas.getByRole('button', { name: 'Edit tag tech' });
    tech.focus();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: 'Edit tag tech' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.clear(input);
    await userEvent.type(input, 'music{Enter}');
    const music = await canvas.findByRole('button', { name: 'Edit tag music' });
    await waitFor(() => expect(music).toHaveFocus());

    await userEvent.dblClick(canvas.getByRole('button', { name: 'Edit tag gaming' }));
    const gaming = canvas.getByRole('textbox', { name: 'Edit tag gaming' });
    await userEvent.type(gaming, 's');
    await userEvent.tab();
    await expect(await canvas.findByRole('button', { name: 'Edit tag gamings' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove tag music' }));
    await expect(canvas.queryByRole('button', { name: 'Edit tag music' })).toBeNull();
  },
};
