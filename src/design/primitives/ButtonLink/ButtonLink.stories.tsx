import type { Meta, StoryObj } from '@storybook/react-vite';
import { PenLine } from 'lucide-react';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { Caption, Matrix, Row } from '../../docs/StoryLayout';
import { ButtonLink } from './ButtonLink';

const variants = ['solid', 'soft', 'outline', 'ghost'] as const;
const tones = ['neutral', 'accent', 'danger'] as const;

const meta = {
  title: 'Primitives/ButtonLink',
  component: ButtonLink,
  args: { href: '#write', children: 'Write' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { iconStart: <PenLine aria-hidden />, variant: 'ghost' } };

export const Variants: Story = {
  render: () => (
    <Matrix>
      <span />
      {variants.map((v) => (
        <Caption key={v}>{v}</Caption>
      ))}
      {tones.flatMap((tone) => [
        <Caption key={tone}>{tone}</Caption>,
        ...variants.map((variant) => (
          <ButtonLink key={`${tone}-${variant}`} href={`#${tone}-${variant}`} variant={variant} tone={tone}>
            {tone === 'danger' ? 'Sign out' : 'Sign in'}
          </ButtonLink>
        )),
      ])}
    </Matrix>
  ),
};

// A stand-in for react-router's Link: any component that renders an anchor.
function FakeRouterLink({ to, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <a href={to} data-router-link="" {...rest} />;
}

export const States: Story = {
  render: () => (
    <Row>
      <ButtonLink as={FakeRouterLink} to="/editor" tone="accent" iconStart={<PenLine aria-hidden />}>
        Write (router link)
      </ButtonLink>
      <ButtonLink href="#long" variant="outline" size="sm">
        Already a member? Sign in! This label is long on purpose
      </ButtonLink>
      <ButtonLink href="#large" size="lg" variant="soft">
        Sign Up
      </ButtonLink>
    </Row>
  ),
};

export const RendersAsAComponent: Story = {
  render: () => (
    <ButtonLink as={FakeRouterLink} to="/signup" variant="soft">
      Sign Up
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Sign Up' });
    await expect(link).toHaveAttribute('href', '/signup');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-variant', 'soft');
  },
};
