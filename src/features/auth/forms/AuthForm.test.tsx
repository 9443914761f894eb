import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstFormError } from './firstFormError.ts';

const shown = vi.hoisted(() => ({ error: [] as string[] }));
vi.mock('@/design/primitives/Toaster', () => ({
  toast: Object.assign(() => undefined, { error: (m: string) => shown.error.push(m), success: () => undefined, info: () => undefined, loading: () => 'id' }),
}));

// The unit project shares loaded modules between files (isolate: false): load the form afresh so it
// imports the mocked toaster even when an earlier file loaded it with the real one.
vi.resetModules();
// The fresh modules include a fresh Lingui: it speaks English as setupUnit.ts made the first one do.
const { i18n } = await import('@lingui/core');
const { messages } = await import('@/locales/en/messages.po');
i18n.load('en', messages);
i18n.activate('en');
const { AuthForm } = await import('./AuthForm.tsx');
const { AppHarness } = await import('@/testing/AppHarness');

beforeEach(() => {
  shown.error.length = 0;
});

describe('the authentication form', () => {
  it('shows the first failing rule, in SPEC.md order, one at a time', async () => {
    render(
      <AppHarness>
        <AuthForm mode="signup" />
      </AppHarness>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Al');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(shown.error).toEqual(['Fullname must be at least 3 letters long']);
    await user.type(screen.getByLabelText('Full name'), 'an');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(shown.error.at(-1)).toBe('All fields are required. Please enter your Full Name, Email and Password');
    await user.type(screen.getByLabelText('Email'), 'alan@');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(shown.error.at(-1)).toBe('Invalid email');
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(shown.error.at(-1)).toBe('Password should be 6-20 characters, with at least 1 number, 1 lowercase letter and 1 uppercase letter');
  });

  it('firstFormError follows the given order', () => {
    expect(firstFormError({ password: { type: 'x', message: 'p' }, email: { type: 'x', message: 'e' } } as never, ['email', 'password'])).toBe('e');
    expect(firstFormError({}, ['email'])).toBeNull();
  });
});
