import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, AvatarSourcesProvider, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('derives initials', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('ada_lovelace')).toBe('AL');
    expect(initialsOf('grace')).toBe('G');
    expect(initialsOf('  ')).toBe('');
  });

  it('shows the image with the name as alt', () => {
    render(<Avatar src="/ada.png" name="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/ada.png');
  });

  it('falls back to initials when the image fails, and retries a new src', () => {
    const { rerender, container } = render(<Avatar src="/broken.png" name="Ada Lovelace" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('data-initials', 'AL');
    expect(container.firstChild).toHaveAttribute('data-status', 'fallback');
    rerender(<Avatar src="/ok.png" name="Ada Lovelace" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/ok.png');
  });

  it('asks the app for its sources at its width in CSS pixels', () => {
    const asked: [string, number][] = [];
    const sources = (src: string, pixels: number) => (asked.push([src, pixels]), { src: `${src}?s=64`, srcSet: `${src}?s=128 2x` });
    render(
      <AvatarSourcesProvider value={sources}>
        <Avatar src="/ada.png" name="Ada Lovelace" size="xl" />
      </AvatarSourcesProvider>,
    );
    expect(asked).toEqual([['/ada.png', 96]]);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/ada.png?s=64');
    expect(screen.getByRole('img')).toHaveAttribute('srcset', '/ada.png?s=128 2x');
  });

  it('is decorative with alt=""', () => {
    render(<Avatar name="Ada Lovelace" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
