import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TextLink } from './TextLink';

describe('TextLink', () => {
  it('is a plain link by default, with its own class and the ones it is given', () => {
    render(
      <TextLink href="/about" className="extra">
        About
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/about');
    expect(link).toHaveClass('extra');
    expect(link.classList.length).toBeGreaterThan(1);
  });

  it('renders as a router link', () => {
    render(
      <MemoryRouter>
        <TextLink as={Link} to="/search?q=tech">
          tech
        </TextLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'tech' })).toHaveAttribute('href', '/search?q=tech');
  });
});
