import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../theme';
import { ThemeMenu } from './ThemeMenu';

describe('ThemeMenu', () => {
  it('opens from its button, marks the preference in effect, and chooses with the keyboard', async () => {
    render(
      <ThemeProvider initialPreference="light" persist={false}>
        <ThemeMenu />
      </ThemeProvider>,
    );
    screen.getByRole('button', { name: 'Theme' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Theme' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).toHaveAttribute('data-theme-preference', 'dark');
  });
});
