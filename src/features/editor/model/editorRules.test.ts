import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTag, cleanTag, editTag, isTagSeparator, removeTag } from './tagRules.ts';
import { afterPause, clearLocalDraft, isWorthRestoring, localDraftKey, readLocalDraft, writeLocalDraft } from './localDraft.ts';

describe('tags (SPEC.md section 5)', () => {
  it('are lowercased and trimmed; empty ones are ignored', () => {
    expect(addTag([], '  Tech ')).toEqual({ tags: ['tech'] });
    expect(addTag(['tech'], '   ')).toEqual({ tags: ['tech'] });
    expect(cleanTag('Pop Culture')).toBe('pop culture');
  });
  it('never duplicate', () => {
    expect(addTag(['tech'], 'TECH')).toEqual({ tags: ['tech'] });
  });
  it("refuse a 6th tag with 'You can only add 5 tags'", () => {
    const five = ['a', 'b', 'c', 'd', 'tech'];
    expect(addTag(five, 'music')).toEqual({ tags: five, error: 'You can only add 5 tags' });
    expect(addTag(five, 'tech')).toEqual({ tags: five });
  });
  it('are edited inline: emptied or duplicated means removed', () => {
    expect(editTag(['tech', 'web'], 1, 'Music')).toEqual(['tech', 'music']);
    expect(editTag(['tech', 'web'], 1, ' ')).toEqual(['tech']);
    expect(editTag(['tech', 'web'], 1, 'tech')).toEqual(['tech']);
    expect(removeTag(['tech', 'web'], 0)).toEqual(['web']);
  });
  it('are added with Enter or comma', () => {
    expect(isTagSeparator('Enter')).toBe(true);
    expect(isTagSeparator(',')).toBe(true);
    expect(isTagSeparator('a')).toBe(false);
  });
});

describe('local copy of unsaved work', () => {
  const key = localDraftKey('ada');
  const content = { title: 'Hello', banner: '/uploads/a.png', blocks: [{ id: 'x', type: 'paragraph', data: { text: 'Hi' } }] };

  it('is kept per author and blog', () => {
    expect(localDraftKey('ada')).not.toBe(localDraftKey('ada', 'blog-1'));
    expect(localDraftKey('ada')).not.toBe(localDraftKey('grace'));
  });
  it('is written, read back and cleared', () => {
    writeLocalDraft(key, content, localStorage, 1234);
    expect(readLocalDraft(key)).toEqual({ ...content, savedAt: 1234 });
    clearLocalDraft(key);
    expect(readLocalDraft(key)).toBeNull();
  });
  it('an empty editor leaves no copy', () => {
    writeLocalDraft(key, content);
    writeLocalDraft(key, { title: '', banner: '', blocks: [] });
    expect(readLocalDraft(key)).toBeNull();
  });
  it('ignores a damaged copy', () => {
    localStorage.setItem(key, '{not json');
    expect(readLocalDraft(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ title: 'x' }));
    expect(readLocalDraft(key)).toBeNull();
  });
  it('is offered only when it holds work the loaded blog does not', () => {
    const copy = { ...content, savedAt: 1 };
    expect(isWorthRestoring(copy, content)).toBe(false);
    // Block ids change on every save: only type and data count.
    expect(isWorthRestoring({ ...copy, blocks: [{ ...content.blocks[0], id: 'y' }] }, content)).toBe(false);
    expect(isWorthRestoring({ ...copy, title: 'Hello, world' }, content)).toBe(true);
    expect(isWorthRestoring(copy, { title: '', banner: '', blocks: [] })).toBe(true);
    expect(isWorthRestoring(null, content)).toBe(false);
  });
});

describe('when the copy is written (afterPause)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  it('runs after the pause, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    afterPause(300, fn);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterPause(300, cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
  it('waits for idle time when asked, and cancels that too', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const cancelIdle = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const fn = vi.fn();
    const cancel = afterPause(2000, fn, { idle: true });
    vi.advanceTimersByTime(2000);
    expect(fn).not.toHaveBeenCalled();
    idle[0]();
    expect(fn).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(1);
  });
});
