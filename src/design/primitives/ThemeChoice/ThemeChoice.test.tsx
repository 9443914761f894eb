import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../theme';
import { ThemeChoice } from './ThemeChoice';

describe('ThemeChoice', () => {
  it('checks the preference in effect and applies a choice at once, by keyboard too', async () => {
    render(
      <ThemeProvider initialPreference="light" persist={false}>
        <ThemeChoice />
      </ThemeProvider>,
    );
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    const light = screen.getByRole('radio', { name: 'Light' });
    expect(light).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    // Arrow keys move through a radio group and choose.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme-preference', 'system');
  });

  it('takes the words it is given', () => {
    render(
      <ThemeProvider initialPreference="system" persist={false}>
        <ThemeChoice labels={{ theme: 'Tema', light: 'Claro', dark: 'Oscuro', system: 'Sistema' }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('group', { name: 'Tema' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sistema' })).toBeChecked();
  });
});
