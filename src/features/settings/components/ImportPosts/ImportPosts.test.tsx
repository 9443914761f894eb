import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppHarness } from '@/testing/AppHarness';
import { profileAda, sessionAda } from '@/testing/fixtures';
import { mockApi } from '@/testing/mockApi';
import { ImportPosts } from './ImportPosts.tsx';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  sessionStorage.removeItem('import');
});

const ID = '7d1f3c1e-4d5a-4b8e-9a57-2f1c8e6b9d01';

describe('the import block follows the import this tab started', () => {
  it('back on the page, it shows that import’s progress instead of offering another', async () => {
    sessionStorage.setItem('import', ID);
    const asked: unknown[] = [];
    restore = mockApi({
      '/import-status': (body) => {
        asked.push(body);
        return { state: 'running', total: 10, done: 3, created: [], skipped: [] };
      },
    });
    render(
      <AppHarness session={sessionAda}>
        <ImportPosts />
      </AppHarness>,
    );
    expect(await screen.findByText('Imported 3 of 10 posts')).toBeTruthy();
    expect(asked[0]).toEqual({ import_id: ID });
    expect(screen.queryByRole('button', { name: 'Choose an export file' })).toBeNull();
  });

  it('an import that is not this member’s is forgotten: the block offers a file again', async () => {
    sessionStorage.setItem('import', ID);
    restore = mockApi({ '/import-status': { status: 404, body: { error: 'Import not found', code: 'import_not_found' } } });
    render(
      <AppHarness session={sessionAda}>
        <ImportPosts />
      </AppHarness>,
    );
    expect(await screen.findByRole('button', { name: 'Choose an export file' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem('import')).toBeNull();
  });
});

describe('the import block and the trust ladder', () => {
  const site = (hold_new: boolean) => ({ signup: 'open', hold_new, trust: { level1: { days: 1, blogs: 1, comments: 3 }, level2: { days: 14, blogs: 3, likes: 10 } } });
  const ownProfile = (trust_level: 0 | 1 | 2) => ({ ...profileAda, trust_level });

  it('tells a new member on a site that holds new members why they cannot import yet, before any file is chosen', async () => {
    restore = mockApi({ '/get-site-settings': () => site(true), '/get-profile': () => ownProfile(0) });
    render(
      <AppHarness session={sessionAda}>
        <ImportPosts />
      </AppHarness>,
    );
    expect((await screen.findByRole('note')).textContent).toContain('New members cannot import yet: you can once you have been here a day and published or commented');
    expect(screen.queryByRole('button', { name: 'Choose an export file' })).toBeNull();
  });

  it('offers the file to a new member when the site does not hold new members, and to a member at level 1 when it does', async () => {
    for (const [hold, level] of [
      [false, 0],
      [true, 1],
    ] as const) {
      restore?.();
      restore = mockApi({ '/get-site-settings': () => site(hold), '/get-profile': () => ownProfile(level) });
      const { unmount } = render(
        <AppHarness session={sessionAda}>
          <ImportPosts />
        </AppHarness>,
      );
      expect(await screen.findByRole('button', { name: 'Choose an export file' })).toBeTruthy();
      expect(screen.queryByRole('note')).toBeNull();
      unmount();
    }
  });
});

describe('an admin imports into their account or the whole site', () => {
  const site = { signup: 'open', hold_new: false, trust: { level1: { days: 1, blogs: 1, comments: 3 }, level2: { days: 14, blogs: 3, likes: 10 } } };
  const realXhr = globalThis.XMLHttpRequest;
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  it('an admin chooses; the whole site sends the field `as` before the file (the server reads it first); a member is not asked', async () => {
    const sent: FormData[] = [];
    // The upload goes through XMLHttpRequest (its progress): this one keeps what it was given and answers 202.
    class FakeXhr {
      status = 0;
      responseText = '';
      upload = {};
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send(form: FormData) {
        sent.push(form);
        this.status = 202;
        this.responseText = JSON.stringify({ import_id: ID });
        this.onload?.();
      }
    }
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    restore = mockApi({
      '/get-site-settings': () => site,
      '/get-profile': () => ({ ...profileAda, role: 'admin', trust_level: 2 }),
      '/import-status': () => ({ state: 'running', total: 2, done: 0, created: [], skipped: [] }),
    });
    const { unmount } = render(
      <AppHarness session={sessionAda}>
        <ImportPosts />
      </AppHarness>,
    );
    const whole = await screen.findByRole('radio', { name: /The whole site \(authors matched by e-mail\)/ });
    expect((screen.getByRole('radio', { name: /Into my account/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(whole);
    const file = new File(['<rss/>'], 'export.xml', { type: 'text/xml' });
    fireEvent.change(screen.getByLabelText('Export file'), { target: { files: [file] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect([...sent[0].keys()]).toEqual(['as', 'file']);
    expect(sent[0].get('as')).toBe('site');
    unmount();

    // The tab remembered that import: forgotten, as by another tab.
    sessionStorage.removeItem('import');
    restore?.();
    restore = mockApi({ '/get-site-settings': () => site, '/get-profile': () => ({ ...profileAda, role: 'member', trust_level: 2 }) });
    render(
      <AppHarness session={sessionAda}>
        <ImportPosts />
      </AppHarness>,
    );
    expect(await screen.findByRole('button', { name: 'Choose an export file' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
