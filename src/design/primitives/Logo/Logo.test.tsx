import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';

function RouterLink({ to, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <a href={to} {...rest} />;
}

describe('Logo', () => {
  it('is an image named Inkwell', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'Inkwell' })).toBeInTheDocument();
  });
  it('renders as a link component', () => {
    render(<Logo as={RouterLink} to="/" />);
    expect(screen.getByRole('link', { name: 'Inkwell' })).toHaveAttribute('href', '/');
  });
});
