import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './ButtonLink';

function RouterLink({ to, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <a href={to} {...rest} />;
}

describe('ButtonLink', () => {
  it('renders an anchor styled as a button', () => {
    render(
      <ButtonLink href="/signin" tone="accent">
        Sign In
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link).toHaveAttribute('href', '/signin');
    expect(link).toHaveAttribute('data-tone', 'accent');
    expect(link).toHaveAttribute('data-variant', 'solid');
  });

  it('renders the component given in `as` with its own props', () => {
    render(
      <ButtonLink as={RouterLink} to="/editor" className="x">
        Write
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Write' });
    expect(link).toHaveAttribute('href', '/editor');
    expect(link.className).toContain('x');
  });
});
