import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { MESSAGES } from '@/contract';
import { toast, Toaster } from '@/design/primitives/Toaster';
import { api, errorMessage } from '@/lib';
import { mockApi } from './mockApi.ts';

// Real Chromium: the bug below depends on its timer clamping (nested timers wait at least 4 ms).

/** Runs `fn` inside `depth` nested timers, as user-event's keystroke pauses do in a story's play. */
function inNestedTimers(depth: number, fn: () => Promise<void>) {
  return new Promise<void>((resolve, reject) => {
    const step = (left: number) => (left === 0 ? fn().then(resolve, reject) : setTimeout(() => step(left - 1), 0));
    step(depth);
  });
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  cleanup();
  toast.dismiss();
});

test('a fixture answer comes after the timers the page set before the request, as a network answer would', async () => {
  restore = mockApi({ '/trending-blogs': () => ({ blogs: [] }) });
  const order: string[] = [];
  await inNestedTimers(8, async () => {
    setTimeout(() => order.push('timer set before the request'), 0);
    await fetch('/api/trending-blogs');
    order.push('answer');
  });
  expect(order).toEqual(['timer set before the request', 'answer']);
});

test('a loading toast raised from nested timers is replaced by the refusal of a fixture call (Pages/Settings)', async () => {
  restore = mockApi({ '/change-password': { status: 403, body: { error: MESSAGES.currentPasswordWrong } } });
  sessionStorage.setItem('user', JSON.stringify({ access_token: 't', username: 'ada', fullname: 'Ada', profile_img: '' }));
  render(<Toaster />);
  try {
    await inNestedTimers(8, async () => {
      const id = toast.loading(MESSAGES.updating);
      try {
        await api('/change-password', { currentPassword: 'Secret12', newPassword: 'Secret34' }, { auth: true });
      } catch (err) {
        toast.error(errorMessage(err), { id });
      }
    });
    await expect.poll(() => document.querySelector('[data-sonner-toast]')?.textContent, { timeout: 2000 }).toBe(MESSAGES.currentPasswordWrong);
  } finally {
    sessionStorage.removeItem('user');
  }
});
