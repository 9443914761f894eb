import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Heart, MessageCircle, Search, Share2, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Caption, Matrix, Row, Section, Stack } from '../../docs/StoryLayout';
import { IconButton } from './IconButton';

const variants = ['solid', 'soft', 'outline', 'ghost'] as const;
const tones = ['neutral', 'accent', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Notifications', children: <Bell aria-hidden />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: sizes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack>
      <Matrix>
        <span />
        {variants.map((v) => (
          <Caption key={v}>{v}</Caption>
        ))}
        {tones.flatMap((tone) => [
          <Caption key={tone}>{tone}</Caption>,
          ...variants.map((variant) => (
            <IconButton key={`${tone}-${variant}`} aria-label={`${tone} ${variant}`} variant={variant} tone={tone}>
              {tone === 'danger' ? <Trash2 aria-hidden /> : <Heart aria-hidden />}
            </IconButton>
          )),
        ])}
      </Matrix>
      <Section title="Sizes">
        <Row>
          {sizes.map((size) => (
            <IconButton key={size} aria-label={`Search ${size}`} size={size} variant="soft">
              <Search aria-hidden />
            </IconButton>
          ))}
        </Row>
      </Section>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Row>
      <IconButton aria-label="Like" disabled variant="soft">
        <Heart aria-hidden />
      </IconButton>
      <IconButton aria-label="Share" loading variant="outline">
        <Share2 aria-hidden />
      </IconButton>
      <IconButton aria-label="Comments" variant="ghost">
        <MessageCircle aria-hidden />
      </IconButton>
      <IconButton aria-label="Close" variant="solid" tone="neutral" size="sm">
        <X aria-hidden />
      </IconButton>
    </Row>
  ),
};

export const NamedAndClickable: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('data-variant', 'ghost');
  },
};
