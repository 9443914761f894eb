import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture';

const sources = [
  { type: 'image/avif', srcSet: '/uploads/a.png?w=320&format=avif 320w, /uploads/a.png?w=640&format=avif 640w' },
  { type: 'image/webp', srcSet: '/uploads/a.png?w=320&format=webp 320w, /uploads/a.png?w=640&format=webp 640w' },
];

describe('Picture', () => {
  it('offers AVIF then WebP sources with the sizes, and the fallback with its width and height', () => {
    const { container } = render(<Picture src="/uploads/a.png" sources={sources} sizes="100vw" width={640} height={480} alt="A loom" />);
    const offered = [...container.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('sizes')]);
    expect(offered).toEqual([
      ['image/avif', '100vw'],
      ['image/webp', '100vw'],
    ]);
    const img = screen.getByRole('img', { name: 'A loom' });
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
  });

  it('loads lazily, except the priority image (eager, high priority)', () => {
    render(
      <>
        <Picture src="/a.png" alt="below" />
        <Picture src="/b.png" alt="banner" priority />
      </>,
    );
    expect(screen.getByRole('img', { name: 'below' })).toHaveAttribute('loading', 'lazy');
    const banner = screen.getByRole('img', { name: 'banner' });
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
  });

  it('paints the placeholder until its image has loaded, and again for a new image', () => {
    const { rerender } = render(<Picture src="/a.png" placeholder="data:image/png;base64,AAAA" alt="x" />);
    const img = screen.getByRole('img', { name: 'x' });
    expect(img.style.backgroundImage).toContain('data:image/png;base64,AAAA');
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
    expect(img).toHaveAttribute('data-loaded');
    rerender(<Picture src="/b.png" placeholder="data:image/png;base64,BBBB" alt="x" />);
    expect(img.style.backgroundImage).toContain('BBBB');
    expect(img).not.toHaveAttribute('data-loaded');
  });
});
