import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, PenLine, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { directionalIcon } from '../../styles/direction.css';
import { Caption, Matrix, Row, Section, Stack } from '../../docs/StoryLayout';
import { Button } from './Button';

const variants = ['solid', 'soft', 'outline', 'ghost'] as const;
const tones = ['neutral', 'accent', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Publish', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { variant: 'solid', tone: 'accent' } };

export const Variants: Story = {
  render: () => (
    <Stack>
      {sizes.map((size) => (
        <Section key={size} title={`Size ${size}`}>
          <Matrix>
            <span />
            {variants.map((v) => (
              <Caption key={v}>{v}</Caption>
            ))}
            {tones.map((tone) => (
              <Row key={tone}>
                <Caption>{tone}</Caption>
              </Row>
            )).flatMap((label, i) => [
              label,
              ...variants.map((variant) => (
                <Button key={`${tones[i]}-${variant}`} variant={variant} tone={tones[i]} size={size}>
                  {tones[i] === 'danger' ? 'Delete' : 'Publish'}
                </Button>
              )),
            ])}
          </Matrix>
        </Section>
      ))}
      <Section title="With icons">
        <Row>
          <Button tone="accent" iconStart={<PenLine aria-hidden />}>
            Write
          </Button>
          <Button variant="outline" iconEnd={<ArrowRight aria-hidden className={directionalIcon} />}>
            Continue
          </Button>
          <Button variant="soft" tone="danger" iconStart={<Trash2 aria-hidden />}>
            Delete Forever
          </Button>
        </Row>
      </Section>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack>
      <Section title="Disabled">
        <Row>
          {variants.map((variant) => (
            <Button key={variant} variant={variant} tone="accent" disabled>
              Publish
            </Button>
          ))}
        </Row>
      </Section>
      <Section title="Loading">
        <Row>
          {variants.map((variant) => (
            <Button key={variant} variant={variant} tone="accent" loading>
              Save Draft
            </Button>
          ))}
        </Row>
      </Section>
      <Section title="Long text and full width">
        <Button variant="soft">A button whose label is much longer than anything we would normally write</Button>
        <Button fullWidth tone="accent">
          Sign in
        </Button>
      </Section>
    </Stack>
  ),
};

export const ClickAndKeyboard: Story = {
  args: { children: 'Save Draft', tone: 'accent' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Draft' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const LoadingIgnoresClicks: Story = {
  args: { children: 'Saving', loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
