import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentDirection } from './useDocumentDirection';

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('useDocumentDirection', () => {
  it('is ltr when <html> says nothing, and rtl when it says rtl', () => {
    const { result } = renderHook(() => useDocumentDirection());
    expect(result.current).toBe('ltr');
    document.documentElement.dir = 'rtl';
    const again = renderHook(() => useDocumentDirection());
    expect(again.result.current).toBe('rtl');
  });

  it('follows a language switch that changes <html dir> while mounted', async () => {
    const { result } = renderHook(() => useDocumentDirection());
    await act(async () => {
      document.documentElement.setAttribute('dir', 'rtl');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current).toBe('rtl');
    await act(async () => {
      document.documentElement.setAttribute('dir', 'ltr');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current).toBe('ltr');
  });
});
