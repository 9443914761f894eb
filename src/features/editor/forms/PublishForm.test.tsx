import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const shown = vi.hoisted(() => ({ error: [] as string[] }));
vi.mock('@/design/primitives/Toaster', () => ({
  toast: Object.assign(() => undefined, { error: (m: string) => shown.error.push(m), success: () => undefined, info: () => undefined, loading: () => 'id' }),
}));

// The unit project shares loaded modules between files (isolate: false): load the form afresh so it
// imports the mocked toaster even when an earlier file loaded it with the real one.
vi.resetModules();
const { i18n } = await import('@lingui/core');
const { messages } = await import('@/locales/en/messages.po');
const { messages: editorMessages } = await import('@/locales/editor/en/messages.po');
i18n.load('en', { ...messages, ...editorMessages });
i18n.activate('en');
const { PublishForm } = await import('./PublishForm.tsx');
const { AppHarness } = await import('@/testing/AppHarness');

beforeEach(() => {
  shown.error.length = 0;
});

const ready = { title: 'How a clock works', des: 'Gears, one tooth at a time.', tags: ['tech'], language: 'en' };

function renderForm(canonical_url: string) {
  const onPublish = vi.fn();
  render(
    <AppHarness>
      <PublishForm banner="" defaultValues={{ ...ready, canonical_url }} onClose={() => undefined} onPublish={onPublish} />
    </AppHarness>,
  );
  return onPublish;
}

describe('the publish form’s original address (canonical_url)', () => {
  it('is checked by the contract’s rule: anything but an http(s) URL is refused with its message', async () => {
    const onPublish = renderForm('');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Original address (optional)'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onPublish).not.toHaveBeenCalled();
    expect(shown.error).toEqual(['The original address must be an http(s) URL']);
  });

  it('is published with the blog, trimmed; a blog’s address is shown to change, and emptied it clears', async () => {
    const onPublish = renderForm('https://old.example.org/2019/05/clock/');
    const user = userEvent.setup();
    const field = screen.getByLabelText('Original address (optional)');
    expect(field).toHaveValue('https://old.example.org/2019/05/clock/');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onPublish).toHaveBeenLastCalledWith(expect.objectContaining({ canonical_url: 'https://old.example.org/2019/05/clock/' }));
    await user.clear(field);
    await user.type(field, '  https://gears.example.org/clock  ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onPublish).toHaveBeenLastCalledWith(expect.objectContaining({ canonical_url: 'https://gears.example.org/clock' }));
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onPublish).toHaveBeenLastCalledWith(expect.objectContaining({ canonical_url: '' }));
    expect(shown.error).toEqual([]);
  });
});
