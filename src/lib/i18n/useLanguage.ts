import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@/contract';
import { activateLanguage, browserLanguage, rememberLanguage } from './language.ts';

/**
 * The language the interface speaks now, and a way to change it on this browser: `null` goes back
 * to following the browser's own preference.
 */
export function useLanguage() {
  const { i18n } = useLingui();
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(async (next: Language | null) => {
    rememberLanguage(next);
    await activateLanguage(next ?? browserLanguage() ?? DEFAULT_LANGUAGE);
  }, []);
  return { language, setLanguage };
}
