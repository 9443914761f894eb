import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageNotFound } from './PageNotFound';

describe('PageNotFound', () => {
  it('has the heading and a default link home', () => {
    render(<PageNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to the home page' })).toHaveAttribute('href', '/');
  });
  it('takes the app’s own link', () => {
    render(<PageNotFound homeLink={<a href="/home">Home</a>} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });
});
