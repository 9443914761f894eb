import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cleanup, within } from '@testing-library/react';
import { drawnPage } from '@/testing/drawnPage';
import * as EditorStories from './Editor.stories';

// Opening a blog in the editor and only reading it is not a change: no copy of "unsaved work" is
// kept on the device (the next opening would offer to restore it) and nothing is sent to the server.
const { WithContent } = composeStories(EditorStories);
const copyKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('inkwell:editor-copy:'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

test('a blog opened in the editor and left alone leaves no local copy and sends no save', async () => {
  localStorage.clear();
  const page = await drawnPage(WithContent);
  expect(page.textContent).toContain('A machine for every science');
  // The story's fixture fetch is in place now: watch it for saves.
  const sent: string[] = [];
  const fixtureFetch = window.fetch;
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/\/(save-edit|create-blog)\b/.test(url)) sent.push(url);
    return fixtureFetch(input, init);
  };
  try {
    // Past the copy's pause (2 s) and the autosave's, with idle time for both.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(copyKeys()).toEqual([]);
    expect(sent).toEqual([]);
  } finally {
    window.fetch = fixtureFetch;
  }
});

test("the writer's own changes still count: typing, and a block moved from its menu", async () => {
  localStorage.clear();
  const drawn = await drawnPage(WithContent);
  const first = drawn.querySelector<HTMLElement>('.ce-paragraph')!;
  await userEvent.click(first);
  await userEvent.keyboard(' Typed here.');
  await expect.poll(() => localStorage.getItem(copyKeys()[0] ?? ''), { timeout: 6000 }).toContain('Typed here.');

  localStorage.clear();
  cleanup();
  const again = await drawnPage(WithContent);
  const blocks = () => Array.from(again.querySelectorAll<HTMLElement>('.ce-block')).map((p) => p.textContent);
  const before = blocks();
  await userEvent.click(again.querySelector<HTMLElement>('.ce-paragraph')!);
  await userEvent.click(again.querySelector<HTMLElement>('.ce-toolbar__settings-btn')!);
  await userEvent.click(await vi.waitFor(() => within(document.body).getByText('Move down')));
  await vi.waitFor(() => expect(blocks()).not.toEqual(before));
  await expect.poll(() => copyKeys().length, { timeout: 6000 }).toBe(1);
});
